import type { RefundRecord } from '@hospital/contract';
import { List } from 'antd-mobile';
import { formatDateTime } from '../../../lib/date.ts';
import { formatFen } from '../../../lib/money.ts';
import { usePaymentsTranslation } from '../i18n/index.ts';

export function RefundList({ refunds }: { refunds: RefundRecord[] }) {
  const { t } = usePaymentsTranslation();
  return (
    <List mode="card" header={t('detail.refunds')}>
      {refunds.map((refund) => (
        <List.Item
          key={refund.id}
          extra={formatFen(refund.amountFen)}
          description={[
            `${t('detail.refundNo')} ${refund.outRefundNo}`,
            refund.reason && `${t('detail.refundReason')} ${refund.reason}`,
            refund.succeededAt && `${t('detail.refundAt')} ${formatDateTime(refund.succeededAt)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
          data-testid="refund"
        >
          {t(`refundStatus.${refund.status}`)}
        </List.Item>
      ))}
    </List>
  );
}
