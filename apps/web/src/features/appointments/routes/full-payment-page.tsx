import { IdParamsSchema } from '@hospital/contract';
import { List } from 'antd-mobile';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatFen } from '../../../lib/money.ts';
import { getServerSource } from '../../../platform/host.ts';
import { useAppointment } from '../api/get-appointment.ts';
import { AppointmentFields } from '../components/appointment-fields.tsx';
import { PayCountdown } from '../components/pay-countdown.tsx';
import { useCountdownTo } from '../../../hooks/use-countdown-to.ts';
import { usePayAppointment } from '../hooks/use-pay-appointment.ts';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import { hostPayMethod } from '../lib/pay-method.ts';
import styles from './appointment-pages.module.css';
import { links } from '../../../lib/paths.ts';

/** /pay/fullPayment?id=: the registration fee to pay, the time left, and the pay button. */
export function FullPaymentPage() {
  const { t } = useAppointmentsTranslation();
  return (
    <Page title={t('title.pay')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <FullPayment id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function FullPayment({ id }: { id: number }) {
  const { t } = useAppointmentsTranslation();
  const appointment = useAppointment(id);
  const pay = usePayAppointment(id);
  const secondsLeft = useCountdownTo(appointment.data?.expiresAt);

  if (appointment.isPending) {
    return <ListSkeleton rows={8} />;
  }
  if (appointment.isError) {
    return (
      <ErrorState message={appointment.error.message} onRetry={() => void appointment.refetch()} />
    );
  }
  const booking = appointment.data;
  const pending = booking.status === 'pending_payment';
  return (
    <>
      <section className={styles.hero}>
        <span>{t('pay.amount')}</span>
        <strong data-testid="pay-amount">{formatFen(booking.feeFen)}</strong>
        {pending ? (
          <PayCountdown expiresAt={booking.expiresAt} />
        ) : (
          <p className={styles.muted}>{t('pay.notPending')}</p>
        )}
      </section>
      <AppointmentFields appointment={booking} />
      {pending && (
        <List mode="card">
          <List.Item
            extra={<Link to={links.paymentMethod(id)}>{t('pay.changeMethod')}</Link>}
            data-testid="pay-method"
          >
            {t('pay.method')}：{t(`pay.${hostPayMethod(getServerSource())}`)}
          </List.Item>
        </List>
      )}
      <div className={styles.footer}>
        {pending ? (
          <PrimaryButton
            disabled={secondsLeft === 0}
            loading={pay.isPending}
            onClick={() => pay.mutate()}
            data-testid="pay-submit"
          >
            {t('pay.submit')} {formatFen(booking.feeFen)}
          </PrimaryButton>
        ) : (
          <Link className={styles.linkButton} to={links.regDetail(id)}>
            {t('success.detail')}
          </Link>
        )}
      </div>
    </>
  );
}
