import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Space, Typography, Upload } from 'antd';
import { useUploadCover } from '../mutations/news.ts';

const MAX_BYTES = 700 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/webp';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(new Error('读取图片失败'));
    reader.readAsDataURL(file);
  });

/** The article's cover: an uploaded picture, or none, in which case one is drawn from the title. */
export function CoverField({
  value,
  onChange,
}: {
  value?: string;
  onChange?: (url: string) => void;
}) {
  const upload = useUploadCover();
  const { message } = App.useApp();

  const choose = async (file: File) => {
    if (file.size > MAX_BYTES) {
      void message.error('图片不能超过700KB');
      return;
    }
    try {
      const { url } = await upload.mutateAsync(await readAsDataUrl(file));
      onChange?.(url);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '上传失败');
    }
  };

  return (
    <Space align="start" size={16}>
      {value ? (
        <Image
          src={value}
          alt="封面预览"
          width={160}
          height={90}
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      ) : null}
      <Space direction="vertical" size={4}>
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void choose(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {value ? '更换封面' : '上传封面'}
          </Button>
        </Upload>
        {value && (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onChange?.('')}>
            使用自动生成的封面
          </Button>
        )}
        <Typography.Text type="secondary">
          PNG、JPG或WebP，不超过700KB；不上传则按标题自动生成
        </Typography.Text>
      </Space>
    </Space>
  );
}
