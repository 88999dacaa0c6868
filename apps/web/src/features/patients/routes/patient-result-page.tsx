import { PatientCodeSchema } from '@hospital/contract';
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { maskName } from '../../../lib/mask.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { usePatientByCode } from '../api/get-patient-by-code.ts';
import { useSetDefaultPatient } from '../api/set-default-patient.ts';
import { PATIENTS_NS, usePatientsTranslation } from '../i18n/index.ts';
import styles from './patient-pages.module.css';
import { paths } from '../../../lib/paths.ts';
import { HisMessage } from '../../../components/his-message.tsx';

const ResultLinkSchema = z.object({ patientCode: PatientCodeSchema });

/** /patientManager/patientReSultInfo?patientCode=: shown once a patient is added. */
export function PatientResultPage() {
  const { t } = usePatientsTranslation();
  return (
    <Page title={t('title.result')}>
      <RequireLinkParams schema={ResultLinkSchema}>
        {({ patientCode }) => <PatientResult patientCode={patientCode} />}
      </RequireLinkParams>
    </Page>
  );
}

function PatientResult({ patientCode }: { patientCode: string }) {
  const { t } = usePatientsTranslation();
  const navigate = useNavigate();
  const patient = usePatientByCode(patientCode);
  const setDefault = useSetDefaultPatient();

  async function makeDefault(id: number) {
    await setDefault.mutateAsync(id).then(
      () => showToast(t('detail.defaultSet')),
      (error: Error) => showToast(error.message, 'long'),
    );
    await patient.refetch();
  }

  return (
    <>
      {patient.isPending && <ListSkeleton rows={3} />}
      {patient.isError && (
        <ErrorState message={patient.error.message} onRetry={() => void patient.refetch()} />
      )}
      {patient.isSuccess && (
        <>
          <div className={styles.card}>
            <Result
              status="success"
              title={t('result.success')}
              description={
                <HisMessage
                  ns={PATIENTS_NS}
                  i18nKey="result.hint"
                  values={{ name: maskName(patient.data.name, isMaskingHost()) }}
                />
              }
            />
            <div className={styles.center}>
              <p className={styles.hint}>{t('field.patientCode')}</p>
              <strong className={styles.code} data-testid="result-patient-code">
                {patient.data.patientCode}
              </strong>
            </div>
          </div>
          <div className={styles.actions}>
            <PrimaryButton
              disabled={patient.data.isDefault || setDefault.isPending}
              loading={setDefault.isPending}
              onClick={() => void makeDefault(patient.data.id)}
              data-testid="result-set-default"
            >
              {patient.data.isDefault ? t('result.isDefault') : t('result.setDefault')}
            </PrimaryButton>
            <Button
              block
              size="large"
              shape="rounded"
              onClick={() => void navigate(paths.register)}
            >
              {t('result.register')}
            </Button>
            <Button
              block
              fill="none"
              size="large"
              onClick={() => void navigate(paths.patientManager, { replace: true })}
              data-testid="result-back"
            >
              {t('result.back')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
