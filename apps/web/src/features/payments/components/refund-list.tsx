import type { RefundRecord } from '@hospital/contract';
import { List } from 'antd-mobile';
import { Fragment, type ReactNode } from 'react';
import { HisText } from '../../../components/his-text.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { formatFen } from '../../../lib/money.ts';
import { usePaymentsTranslation } from '../i18n/index.ts';

export function RefundList({ refunds }: { refunds: RefundRecord[] }) {
  const { t } = usePaymentsTranslation();
  // The server's own reasons in the patient's language; a reason staff wrote as written.
  const reasonOf = (refund: RefundRecord): ReactNode =>
    refund.reasonKey ? t(`refundReason.${refund.reasonKey}`) : <HisText>{refund.reason}</HisText>;
  const joined = (parts: ReactNode[]) =>
    parts.filter(Boolean).map((part, index) => (
      <Fragment key={index}>
        {index > 0 && ' · '}
        {part}
      </Fragment>
    ));
  return (
    <List mode="card" header={t('detail.refunds')}>
      {refunds.map((refund) => (
        <List.Item
          key={refund.id}
          extra={formatFen(refund.amountFen)}
          description={joined([
            `${t('detail.refundNo')} ${refund.outRefundNo}`,
            refund.reason && (
              <>
                {t('detail.refundReason')} {reasonOf(refund)}
              </>
            ),
            refund.succeededAt && `${t('detail.refundAt')} ${formatDateTime(refund.succeededAt)}`,
          ])}
          data-testid="refund"
        >
          {t(`refundStatus.${refund.status}`)}
        </List.Item>
      ))}
    </List>
  );
}
