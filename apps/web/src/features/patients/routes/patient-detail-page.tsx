import { IdParamsSchema } from '@hospital/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { maskName } from '../../../lib/mask.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useDeletePatient } from '../api/delete-patient.ts';
import { usePatient } from '../api/get-patient.ts';
import { useSetDefaultPatient } from '../api/set-default-patient.ts';
import { PatientEditForm } from '../components/patient-edit-form.tsx';
import { PatientProfile } from '../components/patient-profile.tsx';
import { PATIENTS_NS, usePatientsTranslation } from '../i18n/index.ts';
import styles from './patient-pages.module.css';
import { links, paths } from '../../../lib/paths.ts';
import { HisMessage } from '../../../components/his-message.tsx';
import { confirmDialog } from '../../../components/dialog.ts';

/** /patientManager/patientDetail?id=: view, edit, make default, delete. */
export function PatientDetailPage() {
  const { t } = usePatientsTranslation();
  return (
    <Page title={t('title.detail')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <PatientDetail id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function PatientDetail({ id }: { id: number }) {
  const { t } = usePatientsTranslation();
  const navigate = useNavigate();
  const patient = usePatient(id);
  const setDefault = useSetDefaultPatient();
  const remove = useDeletePatient();
  const [editing, setEditing] = useState(false);
  const masked = isMaskingHost();

  if (patient.isPending) return <ListSkeleton rows={5} />;
  if (patient.isError) {
    return <ErrorState message={patient.error.message} onRetry={() => void patient.refetch()} />;
  }
  const detail = patient.data;
  if (editing) {
    return <PatientEditForm patient={detail} masked={masked} onDone={() => setEditing(false)} />;
  }

  const makeDefault = () =>
    setDefault.mutateAsync(id).then(
      () => showToast(t('detail.defaultSet')),
      (error: Error) => showToast(error.message, 'long'),
    );

  async function confirmDelete() {
    const name = maskName(detail.name, masked);
    if (
      !(await confirmDialog({
        content: <HisMessage ns={PATIENTS_NS} i18nKey="detail.deleteConfirm" values={{ name }} />,
      }))
    )
      return;
    await remove.mutateAsync(id).then(
      () => {
        showToast(t('detail.deleted'));
        void navigate(paths.patientManager, { replace: true });
      },
      (error: Error) => showToast(error.message, 'long'),
    );
  }

  return (
    <>
      <PatientProfile
        patient={detail}
        masked={masked}
        onInsurance={() => void navigate(links.patientInsurance(id))}
      />
      <div className={styles.actions}>
        {!detail.isDefault && (
          <PrimaryButton
            loading={setDefault.isPending}
            disabled={setDefault.isPending}
            onClick={() => void makeDefault()}
            data-testid="detail-set-default"
          >
            {t('detail.setDefault')}
          </PrimaryButton>
        )}
        <Button
          block
          size="large"
          shape="rounded"
          onClick={() => setEditing(true)}
          data-testid="detail-edit"
        >
          {t('edit')}
        </Button>
        <Button
          block
          color="danger"
          fill="outline"
          size="large"
          shape="rounded"
          loading={remove.isPending}
          disabled={remove.isPending}
          onClick={() => void confirmDelete()}
          data-testid="detail-delete"
        >
          {t('detail.delete')}
        </Button>
      </div>
    </>
  );
}
