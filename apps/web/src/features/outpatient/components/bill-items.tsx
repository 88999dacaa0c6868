import type { OutpatientBill, OutpatientItemCategory } from '@hospital/contract';
import { List } from 'antd-mobile';
import { HisText } from '../../../components/his-text.tsx';
import { formatFen } from '../../../lib/money.ts';
import { useOutpatientTranslation } from '../i18n/index.ts';
import styles from './outpatient.module.css';

type Item = OutpatientBill['items'][number];

/** The lines of the bills, one card per category (medicine, tests...), in the HIS's order. */
export function BillItems({ bills }: { bills: OutpatientBill[] }) {
  const { t } = useOutpatientTranslation();
  const byCategory = new Map<OutpatientItemCategory, Item[]>();
  for (const item of bills.flatMap((bill) => bill.items))
    byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
  return (
    <>
      {[...byCategory].map(([category, items]) => (
        <List key={category} mode="card" header={t(`category.${category}`)}>
          {items.map((item) => (
            <List.Item
              key={item.id}
              description={
                <>
                  {item.specification && <HisText>{item.specification} · </HisText>}
                  {t('details.quantity', {
                    quantity: item.quantity,
                    unit: item.unit,
                    price: formatFen(item.unitPriceFen),
                  })}
                </>
              }
              extra={
                <span className={item.refunded ? styles.refunded : styles.amount}>
                  {formatFen(item.amountFen)}
                </span>
              }
            >
              <HisText>{item.name}</HisText>
              {item.refunded && <small className={styles.muted}> {t('details.refunded')}</small>}
            </List.Item>
          ))}
        </List>
      ))}
    </>
  );
}
