import { IdParamsSchema, type OutpatientPayment } from '@hospital/contract';
import { CheckCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatFen } from '../../../lib/money.ts';
import { links, paths } from '../../../lib/paths.ts';
import { useOutpatientPayment } from '../api/check-outpatient-payment.ts';
import { BillItems } from '../components/bill-items.tsx';
import { NextSteps } from '../components/next-steps.tsx';
import { useOutpatientTranslation } from '../i18n/index.ts';
import styles from '../components/outpatient.module.css';

const POLL_MS = 3000;

/**
 * /outpatientPay/payDetails?id=: the payment's lines by category and, once paid, where to
 * go next. The cashier brings the payer back here, so a pending payment is polled.
 */
export function PayDetailsPage() {
  const { t } = useOutpatientTranslation();
  return (
    <Page title={t('title.payDetails')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <PayDetails id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function PayDetails({ id }: { id: number }) {
  const { t } = useOutpatientTranslation();
  const payment = useOutpatientPayment(id, POLL_MS);
  if (payment.isPending) return <ListSkeleton rows={8} />;
  if (payment.isError)
    return <ErrorState message={payment.error.message} onRetry={() => void payment.refetch()} />;
  const data = payment.data;
  const credited = data.creditedAt !== null;
  const paid = data.status === 'paid' || data.status === 'partially_refunded';
  if (credited && !paid) return <Credited payment={data} />;
  return (
    <>
      <section
        className={styles.hero}
        data-testid={paid ? 'outpatient-paid' : 'outpatient-unsettled'}
      >
        {paid ? (
          <CheckCircleFill className={styles.paidIcon} aria-hidden />
        ) : (
          <ClockCircleFill className={styles.countdown} aria-hidden />
        )}
        <h2>
          {paid
            ? t('details.paidTitle')
            : data.status === 'pending'
              ? t('details.pendingTitle')
              : t(`status.${data.status}`)}
        </h2>
        <strong>{formatFen(data.amountFen)}</strong>
        {paid && <p className={styles.muted}>{t('details.paidTips')}</p>}
      </section>
      {paid && <NextSteps steps={data.nextSteps} />}
      <BillItems bills={data.bills} />
      <div className={styles.actions}>
        {data.status === 'pending' ? (
          <Link className={styles.linkButton} to={links.outpatientPatientPay(id)} replace>
            {t('details.goPay')}
          </Link>
        ) : (
          <Link className={styles.linkButton} to={links.paymentRecordDetail(data.paymentOrderId)}>
            {t('details.record')}
          </Link>
        )}
      </div>
    </>
  );
}

/** Put on credit: the patient goes for medicine and tests now, and pays the bills later. */
function Credited({ payment }: { payment: OutpatientPayment }) {
  const { t } = useOutpatientTranslation();
  return (
    <>
      <section className={styles.hero} data-testid="outpatient-credited">
        <CheckCircleFill className={styles.paidIcon} aria-hidden />
        <h2>{t('credit.done')}</h2>
        <strong>{formatFen(payment.amountFen)}</strong>
        <p className={styles.muted}>{t('credit.doneTips')}</p>
      </section>
      <NextSteps steps={payment.nextSteps} />
      <BillItems bills={payment.bills} />
      <div className={styles.actions}>
        <Link className={styles.linkButton} to={paths.outpatientUnpaid}>
          {t('credit.backToBills')}
        </Link>
      </div>
    </>
  );
}
