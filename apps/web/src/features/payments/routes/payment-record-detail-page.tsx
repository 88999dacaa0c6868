import { IdParamsSchema } from '@hospital/contract';
import { List, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { formatFen } from '../../../lib/money.ts';
import { usePaymentDetail } from '../api/get-payment-detail.ts';
import { InsuranceSplitCard } from '../components/insurance-split.tsx';
import { PaidBills } from '../components/paid-bills.tsx';
import { RefundList } from '../components/refund-list.tsx';
import { usePaymentsTranslation } from '../i18n/index.ts';
import { STATUS_COLOR } from '../lib/status-color.ts';
import styles from './payment-pages.module.css';
import { links } from '../../../lib/paths.ts';
import { PaymentDescription } from '../components/payment-description.tsx';

/** /paymentRecords/paymentRecordDetail?id=: one payment, the bills it paid and its refunds. */
export function PaymentRecordDetailPage() {
  const { t } = usePaymentsTranslation();
  return (
    <Page title={t('title.detail')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <PaymentRecordDetail id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function PaymentRecordDetail({ id }: { id: number }) {
  const { t } = usePaymentsTranslation();
  const detail = usePaymentDetail(id);

  if (detail.isPending) {
    return <ListSkeleton rows={6} />;
  }
  if (detail.isError) {
    return <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />;
  }
  const record = detail.data;
  return (
    <>
      <section className={styles.hero}>
        <span>{t(`subject.${record.subjectType}`)}</span>
        <strong data-testid="payment-amount">{formatFen(record.amountFen)}</strong>
        <Tag color={STATUS_COLOR[record.status]} fill="outline" data-testid="payment-status">
          {t(`status.${record.status}`)}
        </Tag>
      </section>
      <List mode="card">
        <List.Item extra={<PaymentDescription record={record} />}>{t('detail.item')}</List.Item>
        <List.Item extra={t(`channel.${record.channel ?? 'none'}`)}>
          {t('detail.channel')}
        </List.Item>
        <List.Item extra={record.outTradeNo}>{t('detail.outTradeNo')}</List.Item>
        {record.providerTradeNo && (
          <List.Item extra={record.providerTradeNo}>{t('detail.providerTradeNo')}</List.Item>
        )}
        <List.Item extra={formatDateTime(record.createdAt)}>{t('detail.createdAt')}</List.Item>
        {record.paidAt && (
          <List.Item extra={formatDateTime(record.paidAt)}>{t('detail.paidAt')}</List.Item>
        )}
        {record.refundedFen > 0 && (
          <List.Item extra={formatFen(record.refundedFen)}>{t('detail.refunded')}</List.Item>
        )}
      </List>
      {record.insuranceSplit && <InsuranceSplitCard split={record.insuranceSplit} />}
      {record.bills.length > 0 && <PaidBills bills={record.bills} />}
      {record.refunds.length > 0 && <RefundList refunds={record.refunds} />}
      {record.subjectType === 'registration' && (
        <Link className={styles.subjectLink} to={links.regDetail(record.subjectId)}>
          {t('detail.goSubject')}
        </Link>
      )}
      {record.subjectType === 'outpatient' && (
        <Link className={styles.subjectLink} to={links.outpatientPayDetails(record.subjectId)}>
          {t('detail.goOutpatient')}
        </Link>
      )}
    </>
  );
}
