import type { OutpatientBill } from '@hospital/contract';
import { HisText } from '../../../components/his-text.tsx';
import { formatFen } from '../../../lib/money.ts';
import { useOutpatientTranslation } from '../i18n/index.ts';
import styles from './outpatient.module.css';

/** A bill in one glance: what kind of bill, its first lines, who wrote it and its total. */
export function BillSummary({ bill }: { bill: OutpatientBill }) {
  const { t } = useOutpatientTranslation();
  const kinds = [...new Set(bill.items.map((item) => item.category))]
    .map((category) => t(`category.${category}`))
    .join('、');
  const shown = bill.items
    .slice(0, 2)
    .map((item) => item.name)
    .join('、');
  const more = bill.items.length > 2 ? ` ${t('unpaid.more', { count: bill.items.length })}` : '';
  return (
    <span className={styles.billBody}>
      <span className={styles.billTitle}>
        {kinds}
        <span className={styles.amount}>{formatFen(bill.totalFen)}</span>
      </span>
      <span className={styles.lines}>
        <HisText>{shown}</HisText>
        {more}
      </span>
      <span className={styles.lines}>
        <HisText>{`${bill.department} ${bill.doctor}`}</HisText>
        {' · '}
        {t('unpaid.billNo', { no: bill.billNo })}
      </span>
    </span>
  );
}
