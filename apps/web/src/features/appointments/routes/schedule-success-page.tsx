import { IdParamsSchema } from '@hospital/contract';
import { Result } from 'antd-mobile';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { useAppointment } from '../api/get-appointment.ts';
import { AppointmentFields } from '../components/appointment-fields.tsx';
import { APPOINTMENTS_NS, useAppointmentsTranslation } from '../i18n/index.ts';
import styles from './appointment-pages.module.css';
import { links, paths } from '../../../lib/paths.ts';
import { HisMessage } from '../../../components/his-message.tsx';

/** /registerPages/scheduleSuccess?id=: the booked and paid appointment, with what to do next. */
export function ScheduleSuccessPage() {
  const { t } = useAppointmentsTranslation();
  return (
    <Page title={t('title.success')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <ScheduleSuccess id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function ScheduleSuccess({ id }: { id: number }) {
  const { t } = useAppointmentsTranslation();
  const appointment = useAppointment(id);
  if (appointment.isPending) {
    return <ListSkeleton rows={8} />;
  }
  if (appointment.isError) {
    return (
      <ErrorState message={appointment.error.message} onRetry={() => void appointment.refetch()} />
    );
  }
  const booking = appointment.data;
  return (
    <>
      <Result
        className={styles.result}
        status="success"
        title={<span data-testid="success-title">{t('success.title')}</span>}
        description={
          <HisMessage
            ns={APPOINTMENTS_NS}
            i18nKey="success.hint"
            values={{ location: booking.location || booking.deptName }}
          />
        }
      />
      <AppointmentFields appointment={booking} />
      <div className={styles.actions}>
        <Link className={styles.linkButton} to={links.regDetail(id)} data-testid="success-detail">
          {t('success.detail')}
        </Link>
        <Link className={styles.linkButton} to={links.regProve(id)}>
          {t('success.prove')}
        </Link>
        <Link className={styles.linkButton} to={paths.home}>
          {t('success.home')}
        </Link>
      </div>
    </>
  );
}
