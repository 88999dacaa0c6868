import { PATIENT_UPLOAD_MAX_BYTES, PATIENT_UPLOAD_TYPES, type Gender } from '@hospital/contract';
import { List } from 'antd-mobile';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { usePatientsTranslation } from '../i18n/index.ts';
import { defaultAvatar } from '../lib/display.ts';
import { fieldError } from './picker-field.tsx';
import styles from './form-field.module.css';

interface AvatarFieldProps {
  gender: Gender | '';
  onUploaded: (fileId: string) => void;
}

/** An optional photo; the file is checked here first and again by the server. */
export function AvatarField({ gender, onUploaded }: AvatarFieldProps) {
  const { t } = usePatientsTranslation();
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(PATIENT_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      return setError(t('error.imageOnly'));
    }
    if (file.size > PATIENT_UPLOAD_MAX_BYTES) return setError(t('error.imageTooLarge'));
    setError(undefined);
    const result = await upload.mutateAsync(file);
    if (!result.ok) return setError(result.msg);
    setPreview(URL.createObjectURL(file));
    onUploaded(result.data.fileId);
  }

  return (
    <List.Item
      prefix={<span className={styles.label}>{t('field.avatar')}</span>}
      description={fieldError(error)}
      extra={
        <img className={styles.avatar} src={preview ?? defaultAvatar(gender)} alt="" aria-hidden />
      }
    >
      <label className={styles.upload}>
        {upload.isPending ? t('avatarUploading') : preview ? t('avatarChange') : t('avatarUpload')}
        <input
          type="file"
          accept={PATIENT_UPLOAD_TYPES.join(',')}
          className={styles.fileInput}
          disabled={upload.isPending}
          onChange={(event) => void choose(event)}
          data-testid="field-avatar"
        />
      </label>
    </List.Item>
  );
}
