import { IdParamsSchema, type NatOrder } from '@hospital/contract';
import { List } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useNatOrder } from '../../../api/queries/get-nat-order.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { HisText } from '../../../components/his-text.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { maskName } from '../../../lib/mask.ts';
import { formatFen } from '../../../lib/money.ts';
import { paths } from '../../../lib/paths.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { formatCountdown, useCountdownTo } from '../../../hooks/use-countdown-to.ts';
import { usePayNatOrder } from '../hooks/use-pay-nat-order.ts';
import { useNucleicAcidTranslation } from '../i18n/index.ts';
import styles from './nat-pages.module.css';

const POLL_MS = 3000;

/** /outpatientPay/outpatientPayNucleicAcid?id=: pay a test order, then where to go. */
export function NatPayPage() {
  const { t } = useNucleicAcidTranslation();
  return (
    <Page title={t('title.pay')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <NatPay id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function NatPay({ id }: { id: number }) {
  const { t } = useNucleicAcidTranslation();
  const order = useNatOrder(id, POLL_MS);
  const pay = usePayNatOrder(id);
  const secondsLeft = useCountdownTo(order.data?.expiresAt);

  if (order.isPending) return <ListSkeleton rows={8} />;
  if (order.isError)
    return <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />;
  const natOrder = order.data;
  const pending = natOrder.status === 'pending_payment';
  return (
    <>
      <OrderHero order={natOrder} secondsLeft={secondsLeft} />
      <OrderFields order={natOrder} />
      <div className={styles.actions}>
        {pending ? (
          <PrimaryButton
            disabled={secondsLeft === 0}
            loading={pay.isPending}
            onClick={() => pay.mutate()}
            data-testid="nat-pay-submit"
          >
            {t('pay.submit')} {formatFen(natOrder.priceFen)}
          </PrimaryButton>
        ) : natOrder.status === 'paid' ? (
          <Link className={styles.linkButton} to={paths.reportQuery}>
            {t('pay.reports')}
          </Link>
        ) : (
          <Link className={styles.linkButton} to={paths.nucleicAcid} replace>
            {t('pay.again')}
          </Link>
        )}
      </div>
    </>
  );
}

function OrderHero({ order, secondsLeft }: { order: NatOrder; secondsLeft: number }) {
  const { t } = useNucleicAcidTranslation();
  if (order.status === 'pending_payment')
    return (
      <section className={styles.hero}>
        <span>{t('pay.amount')}</span>
        <strong data-testid="nat-pay-amount">{formatFen(order.priceFen)}</strong>
        <p className={styles.countdown} data-testid="nat-pay-countdown">
          {secondsLeft > 0
            ? t('pay.countdown', { time: formatCountdown(secondsLeft) })
            : t('pay.expired')}
        </p>
      </section>
    );
  if (order.status === 'paid')
    return (
      <section className={styles.hero} data-testid="nat-paid">
        <CheckCircleFill className={styles.paid} aria-hidden />
        <h2>{t('pay.paidTitle')}</h2>
        <p className={styles.muted}>{t('pay.paidTips')}</p>
      </section>
    );
  return (
    <section className={styles.hero}>
      <h2>{order.status === 'refunded' ? t('pay.refundedTitle') : t('pay.expiredTitle')}</h2>
    </section>
  );
}

function OrderFields({ order }: { order: NatOrder }) {
  const { t } = useNucleicAcidTranslation();
  return (
    <List mode="card">
      <List.Item extra={t(`status.${order.status}`)}>
        <HisText>{order.item.name}</HisText>
      </List.Item>
      <List.Item extra={<HisText>{maskName(order.patientName, isMaskingHost())}</HisText>}>
        {t('pay.patient')}
      </List.Item>
      <List.Item extra={<HisText>{order.item.place}</HisText>}>{t('item.place')}</List.Item>
      <List.Item extra={<HisText>{order.item.hours}</HisText>}>{t('item.hours')}</List.Item>
      <List.Item extra={formatDateTime(order.createdAt)}>{t('pay.orderedAt')}</List.Item>
    </List>
  );
}
