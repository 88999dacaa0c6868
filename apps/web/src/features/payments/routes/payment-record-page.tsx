import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RefreshableList } from '../../../components/refreshable-list.tsx';
import { refreshOf } from '../../../components/list-query.ts';
import { usePaymentList } from '../api/get-payment-list.ts';
import { PaymentRecordItem } from '../components/payment-record-item.tsx';
import { usePaymentsTranslation } from '../i18n/index.ts';

/** /paymentRecords/paymentRecord: every payment of the account, newest first. */
export function PaymentRecordPage() {
  const { t } = usePaymentsTranslation();
  const payments = usePaymentList();
  return (
    <Page title={t('title.list')}>
      <RefreshableList onRefresh={refreshOf(payments)}>
        {payments.isPending && <ListSkeleton rows={6} />}
        {payments.isError && !payments.data && (
          <ErrorState message={payments.error.message} onRetry={() => void payments.refetch()} />
        )}
        {payments.isSuccess && payments.data.length === 0 && <EmptyState tips={t('list.empty')} />}
        {payments.data?.map((record) => (
          <PaymentRecordItem key={record.id} record={record} />
        ))}
      </RefreshableList>
    </Page>
  );
}
