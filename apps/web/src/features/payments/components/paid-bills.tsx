import type { OutpatientBill } from '@hospital/contract';
import { List } from 'antd-mobile';
import { HisText } from '../../../components/his-text.tsx';
import { formatFen } from '../../../lib/money.ts';
import { usePaymentsTranslation } from '../i18n/index.ts';

/** The bills an outpatient payment paid, each with its lines as the HIS billed them. */
export function PaidBills({ bills }: { bills: OutpatientBill[] }) {
  const { t } = usePaymentsTranslation();
  return (
    <>
      {bills.map((bill) => (
        <List
          key={bill.id}
          mode="card"
          header={
            <HisText>{t('detail.bill', { department: bill.department, no: bill.billNo })}</HisText>
          }
          data-testid="record-bill"
        >
          {bill.items.map((item) => (
            <List.Item
              key={item.id}
              description={item.refunded ? t('detail.lineRefunded') : undefined}
              extra={formatFen(item.amountFen)}
            >
              <HisText>{`${item.name} ×${item.quantity}${item.unit}`}</HisText>
            </List.Item>
          ))}
        </List>
      ))}
    </>
  );
}
