import { List } from 'antd-mobile';
import { formatFen } from '../../../lib/money.ts';
import { useRefund } from '../api/get-refund.ts';
import { useAppointmentsTranslation } from '../i18n/index.ts';

/** Where the refund of a cancelled, paid appointment stands; tapping a failed one asks again. */
export function RefundState({ appointmentId }: { appointmentId: number }) {
  const { t } = useAppointmentsTranslation();
  const refund = useRefund(appointmentId, true);
  if (!refund.data || refund.data.refundStatus === 'none') return null;
  const { refundStatus, refundedFen, paidFen } = refund.data;
  const text =
    refundStatus === 'success'
      ? t('refund.success', { fee: formatFen(refundedFen || paidFen) })
      : t(`refund.${refundStatus}`);
  return (
    <List mode="card">
      <List.Item
        extra={<span data-testid="refund-state">{text}</span>}
        onClick={refundStatus === 'failed' ? () => void refund.refetch() : undefined}
      >
        {t('field.refund')}
      </List.Item>
    </List>
  );
}
