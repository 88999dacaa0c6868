import type { ConsoleFeedbackDetail } from '@hospital/contract/console';
import { Image, Skeleton, Typography } from 'antd';
import { useFeedbackImage } from '../queries/feedback-image.ts';
import styles from './feedback-drawer.module.css';

function FeedbackImage({ url, index }: { url: string; index: number }) {
  const image = useFeedbackImage(url);
  if (image.isError) return <Typography.Text type="danger">图片加载失败</Typography.Text>;
  if (!image.objectUrl) return <Skeleton.Image active />;
  return (
    <Image
      src={image.objectUrl}
      alt={`反馈图片 ${index + 1}`}
      width={96}
      height={96}
      className={styles.image}
    />
  );
}

/** The photos the patient attached, enlarged on click. */
export function FeedbackImages({ images }: { images: ConsoleFeedbackDetail['images'] }) {
  return (
    <Image.PreviewGroup>
      <div className={styles.images}>
        {images.map((image, index) => (
          <FeedbackImage key={image.fileId} url={image.url} index={index} />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
