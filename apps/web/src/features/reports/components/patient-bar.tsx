import type { PatientSummary } from '@hospital/contract';
import { LoopOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { maskName } from '../../../lib/mask.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useReportsTranslation } from '../i18n/index.ts';
import styles from './patient-bar.module.css';
import { paths } from '../../../lib/paths.ts';
import { hisText } from '../../../components/his-text.tsx';

/** The patient whose reports are listed, with the way to switch to another one. */
export function PatientBar({ patient }: { patient: PatientSummary }) {
  const { t } = useReportsTranslation();
  const name = maskName(patient.name, isMaskingHost());
  return (
    <div className={styles.bar}>
      <span className={styles.avatar} aria-hidden {...hisText}>
        {name.slice(-1)}
      </span>
      <span className={styles.text}>
        <strong data-testid="report-patient-name" {...hisText}>
          {name}
        </strong>
        <small>{t('patient.cardNo', { code: patient.patientCode })}</small>
      </span>
      <Link to={paths.reportPatients} className={styles.switch} data-testid="report-switch-patient">
        <LoopOutline /> {t('patient.switch')}
      </Link>
    </div>
  );
}
