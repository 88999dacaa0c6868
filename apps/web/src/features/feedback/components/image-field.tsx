import {
  FEEDBACK_IMAGES_MAX,
  PATIENT_UPLOAD_MAX_BYTES,
  PATIENT_UPLOAD_TYPES,
} from '@hospital/contract';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useFeedbackTranslation } from '../i18n/index.ts';
import { uploadFile } from '../../../api/mutations/file-upload.ts';

interface ImageFieldProps {
  value: ImageUploadItem[];
  onChange: (items: ImageUploadItem[]) => void;
  onError: (message: string | undefined) => void;
}

/** Up to four photos, each uploaded as soon as it is chosen; `key` carries the file id. */
export function ImageField({ value, onChange, onError }: ImageFieldProps) {
  const { t } = useFeedbackTranslation();
  const upload = async (file: File): Promise<ImageUploadItem> => {
    const result = await uploadFile(file, { loading: false });
    if (!result.ok) {
      onError(result.msg);
      throw new Error(result.msg);
    }
    onError(undefined);
    return { key: result.data.fileId, url: URL.createObjectURL(file) };
  };
  const check = (file: File) => {
    if (!(PATIENT_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      onError(t('form.error.imageType'));
      return null;
    }
    if (file.size > PATIENT_UPLOAD_MAX_BYTES) {
      onError(t('form.error.imageSize'));
      return null;
    }
    return file;
  };
  return (
    <ImageUploader
      value={value}
      onChange={onChange}
      upload={upload}
      beforeUpload={check}
      maxCount={FEEDBACK_IMAGES_MAX}
      accept={PATIENT_UPLOAD_TYPES.join(',')}
      data-testid="feedback-images"
    />
  );
}
