import { IdParamsSchema } from '@hospital/contract';
import { List, Tag } from 'antd-mobile';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useAppointment } from '../api/get-appointment.ts';
import { useBizConfig } from '../../../api/queries/get-biz-config.ts';
import { AppointmentFields } from '../components/appointment-fields.tsx';
import { ClinicStopBanner } from '../components/clinic-stop-banner.tsx';
import { DetailActions } from '../components/detail-actions.tsx';
import { PayCountdown } from '../components/pay-countdown.tsx';
import { RefundState } from '../components/refund-state.tsx';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import { STATUS_COLOR } from '../lib/status.ts';
import styles from './appointment-pages.module.css';

// A cashier may bring the payer back here, and a refund settles after the cancel answers:
// the appointment is re-read until it settles.
const SETTLING_POLL_MS = 3000;

/** /regHistory/regDetail?id=: one appointment and what its state allows. */
export function RegDetailPage() {
  const { t } = useAppointmentsTranslation();
  return (
    <Page title={t('title.detail')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <RegDetail id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function RegDetail({ id }: { id: number }) {
  const { t } = useAppointmentsTranslation();
  const appointment = useAppointment(id, SETTLING_POLL_MS);
  const config = useBizConfig();

  if (appointment.isPending) {
    return <ListSkeleton rows={8} />;
  }
  if (appointment.isError) {
    return (
      <ErrorState message={appointment.error.message} onRetry={() => void appointment.refetch()} />
    );
  }
  const booking = appointment.data;
  const wasPaid = booking.paidAt !== null;
  // The stop's banner shows the refund with the reason and the rebook.
  const stopped = booking.cancelReason === 'clinic_stopped';
  return (
    <>
      <section className={styles.hero}>
        <Tag
          className={styles.status}
          color={STATUS_COLOR[booking.status]}
          fill="outline"
          data-testid="detail-status"
        >
          {t(`status.${booking.status}`)}
        </Tag>
        {booking.status === 'pending_payment' && <PayCountdown expiresAt={booking.expiresAt} />}
      </section>
      {stopped && <ClinicStopBanner appointment={booking} />}
      <AppointmentFields appointment={booking} />
      <List mode="card">
        <List.Item extra={booking.orderNum}>{t('field.orderNum')}</List.Item>
        <List.Item extra={formatDateTime(booking.createdAt)}>{t('field.createdAt')}</List.Item>
        {booking.paidAt && (
          <List.Item extra={formatDateTime(booking.paidAt)}>{t('field.paidAt')}</List.Item>
        )}
        {booking.canceledAt && (
          <List.Item extra={formatDateTime(booking.canceledAt)}>{t('field.canceledAt')}</List.Item>
        )}
      </List>
      {!stopped && wasPaid && (booking.status === 'canceled' || booking.status === 'refunded') && (
        <RefundState appointmentId={booking.id} />
      )}
      <DetailActions appointment={booking} cutoffHours={config.data?.cancelCutoffHours ?? 0} />
    </>
  );
}
