import type { CreditedBill } from '@hospital/contract';
import { formatDate } from '../../../lib/date.ts';
import { useOutpatientTranslation } from '../i18n/index.ts';
import styles from './outpatient.module.css';

/** The day a bill on credit is to be paid by. */
export function DueBy({ bill }: { bill: CreditedBill }) {
  const { t } = useOutpatientTranslation();
  return <span className={styles.due}>{t('unpaid.dueBy', { date: formatDate(bill.dueAt) })}</span>;
}
