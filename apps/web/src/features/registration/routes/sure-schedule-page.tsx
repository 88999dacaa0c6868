import type { PatientSummary } from '@hospital/contract';
import { NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatRegistrationWindow } from '../../../lib/registration-window.ts';
import { useSaveAppointment } from '../api/save-appointment.ts';
import { ConfirmSummary } from '../components/confirm-summary.tsx';
import { ConsentCard } from '../components/consent-card.tsx';
import { PatientPicker } from '../components/patient-picker.tsx';
import { useConfirmData } from '../hooks/use-confirm-data.ts';
import { useRegistrationTranslation } from '../i18n/index.ts';
import { isRegistrationOpenAt } from '../lib/hospital-clock.ts';
import { fullPaymentPath } from '../lib/paths.ts';
import { isBookable } from '../lib/schedule.ts';
import styles from './registration-pages.module.css';

/** /registerPages/sureScheduleData?deptCode=&docId=&scheduleId=: check, accept, book, pay. */
export function SureSchedulePage() {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const data = useConfirmData(
    search.get('deptCode') ?? '',
    Number(search.get('docId')) || 0,
    Number(search.get('scheduleId')) || 0,
  );
  const save = useSaveAppointment();
  const [chosen, setChosen] = useState<PatientSummary>();
  const [accepted, setAccepted] = useState(false);

  const title = t('title.confirm');
  if (data.isPending) {
    return (
      <Page title={title}>
        <ListSkeleton rows={8} />
      </Page>
    );
  }
  const { doctor, schedule, config, consent } = data;
  if (data.error || !doctor || !config || !consent) {
    return (
      <Page title={title}>
        <ErrorState message={data.error?.message} onRetry={data.retry} />
      </Page>
    );
  }
  if (!schedule) {
    return (
      <Page title={title}>
        <EmptyState tips={t('confirm.unavailable')} />
      </Page>
    );
  }
  const patient = chosen ?? data.patients.find((one) => one.isDefault) ?? data.patients[0];
  const hours = formatRegistrationWindow(config.registrationWindow);
  const open = isRegistrationOpenAt(config, data.configReadAt);

  const submit = async () => {
    if (!patient) {
      showToast(t('confirm.choosePatient'));
      return;
    }
    if (!accepted) {
      showToast(t('confirm.mustAccept'));
      return;
    }
    const result = await save.mutateAsync({ scheduleId: schedule.id, patientId: patient.id });
    if (result.ok) void navigate(fullPaymentPath(result.data.id), { replace: true });
    else showToast(result.msg, 'long');
  };

  return (
    <Page title={title}>
      <NoticeBar
        color={open ? 'info' : 'alert'}
        wrap
        content={
          open
            ? t('confirm.windowRule', { window: hours })
            : t('confirm.windowClosed', { window: hours })
        }
        data-testid="confirm-window"
      />
      <ConfirmSummary doctor={doctor} schedule={schedule} />
      <PatientPicker patients={data.patients} selected={patient} onSelect={setChosen} />
      <ConsentCard tip={consent} accepted={accepted} onChange={setAccepted} />
      <div className={styles.footer}>
        <PrimaryButton
          disabled={!open || !isBookable(schedule)}
          loading={save.isPending}
          onClick={() => void submit()}
          data-testid="confirm-submit"
        >
          {isBookable(schedule) ? t('confirm.submit') : t('confirm.slotGone')}
        </PrimaryButton>
      </div>
    </Page>
  );
}
