import { AddCircleOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './patient-card.module.css';
import { paths } from '../../../lib/paths.ts';

/** Until the patients API exists the card invites the user to add a family member. */
export function PatientCard() {
  const { t } = useTranslation();
  return (
    <Link to={paths.patientManager} className={styles.card} data-testid="add-patient">
      <span className={styles.icon}>
        <AddCircleOutline />
      </span>
      <span className={styles.text}>
        <strong>{t('personal.addPatient')}</strong>
        <small>{t('personal.addPatientHint')}</small>
      </span>
      <RightOutline className={styles.arrow} />
    </Link>
  );
}
