import type { PatientSummary } from '@hospital/contract';
import { useAvatarImage } from '../api/get-avatar-image.ts';
import { defaultAvatar } from '../lib/display.ts';
import styles from './patient-avatar.module.css';

type AvatarPatient = Pick<PatientSummary, 'avatarUrl' | 'gender'>;

/** The uploaded photo, or the default avatar for the gender while it loads or when none. */
export function PatientAvatar({ patient, size = 48 }: { patient: AvatarPatient; size?: number }) {
  const photo = useAvatarImage(patient.avatarUrl);
  return (
    <img
      className={styles.avatar}
      src={photo.data ?? defaultAvatar(patient.gender)}
      width={size}
      height={size}
      alt=""
      aria-hidden
    />
  );
}
