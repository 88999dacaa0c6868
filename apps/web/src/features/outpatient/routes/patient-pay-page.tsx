import { IdParamsSchema, type OutpatientPayment } from '@hospital/contract';
import { List } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatCountdown, useCountdownTo } from '../../../hooks/use-countdown-to.ts';
import { formatFen } from '../../../lib/money.ts';
import { links, paths } from '../../../lib/paths.ts';
import { getServerSource } from '../../../platform/host.ts';
import { useOutpatientPayment } from '../api/check-outpatient-payment.ts';
import { useCreditLine } from '../api/get-credit-line.ts';
import { BillSummary } from '../components/bill-summary.tsx';
import { usePayOutpatient } from '../hooks/use-pay-outpatient.ts';
import { useOutpatientTranslation } from '../i18n/index.ts';
import styles from '../components/outpatient.module.css';

const POLL_MS = 3000;

/**
 * /pay/patientpay?id=: the bills chosen, the amount, the host's way to pay (or the way on to
 * medical insurance), and paying.
 */
export function PatientPayPage() {
  const { t } = useOutpatientTranslation();
  return (
    <Page title={t('title.patientPay')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <PatientPay id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

/** The one way the host pays: WeChat Pay in WeChat, Alipay in Alipay, else the cashier page. */
const channelKey = () => {
  const host = getServerSource();
  if (host === 'WXGZH' || host === 'WXXCX') return 'pay.wechat';
  return host === 'ZFBSHH' ? 'pay.alipay' : 'pay.cashier';
};

function PatientPay({ id }: { id: number }) {
  const { t } = useOutpatientTranslation();
  const navigate = useNavigate();
  const payment = useOutpatientPayment(id, POLL_MS);
  const pay = usePayOutpatient(id);
  const secondsLeft = useCountdownTo(payment.data?.expiresAt);
  const paid = payment.data?.status === 'paid';

  // Paid, here or in another window: where to go next is on the details page.
  useEffect(() => {
    if (paid) void navigate(links.outpatientPayDetails(id), { replace: true });
  }, [paid, id, navigate]);

  if (payment.isPending) return <ListSkeleton rows={6} />;
  if (payment.isError)
    return <ErrorState message={payment.error.message} onRetry={() => void payment.refetch()} />;
  const data = payment.data;
  if (data.status !== 'pending') return <Closed payment={data} />;
  return (
    <>
      <section className={styles.hero}>
        <span>{t('pay.amount')}</span>
        <strong data-testid="outpatient-pay-amount">{formatFen(data.amountFen)}</strong>
        <p className={styles.countdown}>
          {secondsLeft > 0
            ? t('pay.countdown', { time: formatCountdown(secondsLeft) })
            : t('pay.expired')}
        </p>
      </section>
      <List mode="card" header={t('pay.bills')}>
        {data.bills.map((bill) => (
          <List.Item key={bill.id}>
            <BillSummary bill={bill} />
          </List.Item>
        ))}
      </List>
      <List mode="card" header={t('pay.channel')}>
        <List.Item extra={<CheckCircleFill className={styles.chosen} aria-hidden />}>
          {t(channelKey())}
        </List.Item>
        <List.Item
          description={t('pay.insuranceHint')}
          onClick={() => void navigate(links.insuranceMethod('outpatient', id))}
          data-testid="outpatient-pay-insurance"
        >
          {t('pay.insurance')}
        </List.Item>
        <CreditEntry payment={data} />
      </List>
      <div className={styles.actions}>
        <PrimaryButton
          disabled={secondsLeft === 0}
          loading={pay.isPending}
          onClick={() => pay.mutate()}
          data-testid="outpatient-pay-submit"
        >
          {t('pay.submit')} {formatFen(data.amountFen)}
        </PrimaryButton>
      </div>
    </>
  );
}

/** Treat first, pay later: offered when the patient's line is open and covers the amount. */
function CreditEntry({ payment }: { payment: OutpatientPayment }) {
  const { t } = useOutpatientTranslation();
  const navigate = useNavigate();
  const line = useCreditLine(payment.patientCode);
  if (!line.data?.enabled || line.data.availableFen < payment.amountFen) return null;
  return (
    <List.Item
      arrow
      description={t('pay.creditTips', { amount: formatFen(line.data.availableFen) })}
      onClick={() => void navigate(links.outpatientCreditPay(payment.id))}
      data-testid="outpatient-pay-credit"
    >
      {t('pay.credit')}
    </List.Item>
  );
}

/** Closed: its bills changed (paid at the window, voided) or it expired; choose again. */
export function Closed({ payment }: { payment: OutpatientPayment }) {
  const { t } = useOutpatientTranslation();
  return (
    <>
      <section className={styles.hero} data-testid="outpatient-pay-closed">
        <h2>
          {payment.status === 'closed' ? t('pay.closedTitle') : t(`status.${payment.status}`)}
        </h2>
        <p className={styles.muted}>{t('pay.closedTips')}</p>
      </section>
      <div className={styles.actions}>
        <Link className={styles.linkButton} to={paths.outpatientUnpaid} replace>
          {t('pay.back')}
        </Link>
      </div>
    </>
  );
}
