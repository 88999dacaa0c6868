import { MAX_PATIENTS_PER_ACCOUNT } from '@hospital/contract';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { isMaskingHost } from '../../../platform/host.ts';
import { usePatients } from '../../../api/queries/find-patient.ts';
import { PatientListItem } from '../components/patient-list-item.tsx';
import { usePatientsTranslation } from '../i18n/index.ts';
import styles from './patient-pages.module.css';
import { paths } from '../../../lib/paths.ts';

/** /patientManager/patientManager: the account's family members. */
export function PatientManagerPage() {
  const { t } = usePatientsTranslation();
  const navigate = useNavigate();
  const patients = usePatients();
  const add = () => void navigate(paths.addPatient);

  if (patients.isPending) {
    return (
      <Page title={t('title.manager')}>
        <ListSkeleton rows={3} />
      </Page>
    );
  }
  if (patients.isError) {
    return (
      <Page title={t('title.manager')}>
        <ErrorState message={patients.error.message} onRetry={() => void patients.refetch()} />
      </Page>
    );
  }
  const list = patients.data;
  if (list.length === 0) {
    return (
      <Page title={t('title.manager')}>
        <EmptyState tips={t('list.empty')}>
          <Button color="primary" shape="rounded" onClick={add} data-testid="patient-add">
            {t('list.add')}
          </Button>
        </EmptyState>
      </Page>
    );
  }
  const full = list.length >= MAX_PATIENTS_PER_ACCOUNT;
  const masked = isMaskingHost();
  return (
    <Page title={t('title.manager')}>
      <div className={styles.list}>
        {list.map((patient) => (
          <PatientListItem key={patient.id} patient={patient} masked={masked} />
        ))}
      </div>
      <div className={styles.footer}>
        <p className={styles.count}>
          {full
            ? t('list.limitReached', { max: MAX_PATIENTS_PER_ACCOUNT })
            : t('list.count', { count: list.length, max: MAX_PATIENTS_PER_ACCOUNT })}
        </p>
        <PrimaryButton disabled={full} onClick={add} data-testid="patient-add">
          {t('list.add')}
        </PrimaryButton>
      </div>
    </Page>
  );
}
