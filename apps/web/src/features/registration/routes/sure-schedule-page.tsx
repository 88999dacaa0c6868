import type { PatientSummary } from '@hospital/contract';
import { NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatRegistrationWindow } from '../../../lib/registration-window.ts';
import { useSaveAppointment } from '../api/save-appointment.ts';
import { ConfirmSummary } from '../components/confirm-summary.tsx';
import { ConsentCard } from '../components/consent-card.tsx';
import { PatientPicker } from '../components/patient-picker.tsx';
import { useConfirmData } from '../hooks/use-confirm-data.ts';
import { useRegistrationTranslation } from '../i18n/index.ts';
import { isRegistrationOpenAt } from '../lib/hospital-clock.ts';
import { ConfirmLinkSchema } from '../lib/link-schemas.ts';
import { isBookable } from '../lib/schedule.ts';
import styles from './registration-pages.module.css';
import { links } from '../../../lib/paths.ts';

/** /registerPages/sureScheduleData?deptCode=&docId=&scheduleId=: check, accept, book, pay. */
export function SureSchedulePage() {
  const { t } = useRegistrationTranslation();
  return (
    <Page title={t('title.confirm')}>
      <RequireLinkParams schema={ConfirmLinkSchema}>
        {(slot) => <SureSchedule {...slot} />}
      </RequireLinkParams>
    </Page>
  );
}

interface SureScheduleProps {
  deptCode: string;
  docId: number;
  scheduleId: number;
}

function SureSchedule({ deptCode, docId, scheduleId }: SureScheduleProps) {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  const data = useConfirmData(deptCode, docId, scheduleId);
  const save = useSaveAppointment();
  const [chosen, setChosen] = useState<PatientSummary>();
  const [accepted, setAccepted] = useState(false);

  if (data.isPending) {
    return <ListSkeleton rows={8} />;
  }
  const { doctor, schedule, config, consent } = data;
  if (data.error || !doctor || !config || !consent) {
    return <ErrorState message={data.error?.message} onRetry={data.retry} />;
  }
  if (!schedule) {
    return <EmptyState tips={t('confirm.unavailable')} />;
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
    if (result.ok) void navigate(links.fullPayment(result.data.id), { replace: true });
    else showToast(result.msg, 'long');
  };

  return (
    <>
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
    </>
  );
}
