import { AddCircleOutline, RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maskName } from '../../../lib/mask.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { getAccessToken } from '../../../platform/storage.ts';
import { useDefaultPatient } from '../api/get-default-patient.ts';
import { maskCardNumber, relationLabel } from '../lib/display.ts';
import { PatientAvatar } from './patient-avatar.tsx';
import styles from './default-patient-card.module.css';
import { paths } from '../../../lib/paths.ts';
import { hisText } from '../../../components/his-text.tsx';

interface DefaultPatientCardProps {
  /** `personal` overlaps the user header of the personal center. */
  placement: 'home' | 'personal';
  /** Shown instead when the account has no default patient. */
  fallback?: ReactNode;
}

/** The chosen patient whom booking and payment act for, with a way to switch. */
export function DefaultPatientCard({ placement, fallback }: DefaultPatientCardProps) {
  const { t } = useTranslation();
  const signedIn = getAccessToken() !== '';
  const defaultPatient = useDefaultPatient({ enabled: signedIn });
  const className = `${styles.card} ${styles[placement]}`;
  if (signedIn && defaultPatient.isPending) return <div className={className} aria-busy="true" />;
  const patient = defaultPatient.data;
  if (!patient) {
    return (
      fallback ?? (
        <Link to={paths.addPatient} className={className} data-testid="default-patient-add">
          <span className={styles.addIcon}>
            <AddCircleOutline />
          </span>
          <span className={styles.text}>
            <strong>{t('defaultPatient.none')}</strong>
            <small>{t('defaultPatient.noneHint')}</small>
          </span>
          <RightOutline className={styles.arrow} />
        </Link>
      )
    );
  }
  return (
    <section
      className={className}
      data-testid="default-patient-card"
      aria-label={t('defaultPatient.label')}
    >
      <PatientAvatar patient={patient} size={48} />
      <div className={styles.text}>
        <span className={styles.caption}>{t('defaultPatient.label')}</span>
        <strong {...hisText} data-testid="default-patient-name">
          {maskName(patient.name, isMaskingHost())}
          <span className={styles.relation}>{relationLabel(patient.relation)}</span>
        </strong>
        <small>{t('defaultPatient.cardNo', { code: maskCardNumber(patient.patientCode) })}</small>
      </div>
      <Link
        to={paths.patientManager}
        className={styles.switch}
        data-testid="default-patient-switch"
      >
        {t('defaultPatient.switch')}
      </Link>
    </section>
  );
}
