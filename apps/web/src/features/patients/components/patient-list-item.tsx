import type { PatientSummary } from '@hospital/contract';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { maskIdCard, maskName } from '../../../lib/mask.ts';
import { usePatientsTranslation } from '../i18n/index.ts';
import { relationLabel } from '../lib/display.ts';
import { PatientAvatar } from './patient-avatar.tsx';
import styles from './patient-list-item.module.css';
import { links } from '../../../lib/paths.ts';
import { hisText } from '../../../components/his-text.tsx';

/** One family member: avatar, name, relation, masked ID number, card number, default badge. */
export function PatientListItem({ patient, masked }: { patient: PatientSummary; masked: boolean }) {
  const { t } = usePatientsTranslation();
  return (
    <Link
      to={links.patientDetail(patient.id)}
      className={patient.isDefault ? `${styles.card} ${styles.default}` : styles.card}
      data-testid={`patient-${patient.id}`}
    >
      <PatientAvatar patient={patient} size={52} />
      <div className={styles.text}>
        <div className={styles.title}>
          <strong {...hisText} data-testid="patient-name">
            {maskName(patient.name, masked)}
          </strong>
          <span className={styles.tag}>{relationLabel(patient.relation)}</span>
          {patient.isDefault && (
            <span className={styles.badge} data-testid="patient-default-badge">
              {t('list.default')}
            </span>
          )}
        </div>
        {patient.idNumberMasked && (
          <span className={styles.line} data-testid="patient-id-number">
            {maskIdCard(patient.idNumberMasked, masked)}
          </span>
        )}
        <span className={styles.line}>
          {t('list.cardNo')} {patient.patientCode}
        </span>
      </div>
      <RightOutline className={styles.arrow} />
    </Link>
  );
}
