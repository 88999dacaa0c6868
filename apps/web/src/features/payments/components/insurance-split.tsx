import type { InsuranceSplit } from '@hospital/contract';
import { List } from 'antd-mobile';
import { formatFen } from '../../../lib/money.ts';
import { usePaymentsTranslation } from '../i18n/index.ts';
import styles from './payment-record-item.module.css';

/** How insurance split a payment, as the detail page lists it. */
export function InsuranceSplitCard({ split }: { split: InsuranceSplit }) {
  const { t } = usePaymentsTranslation();
  const parts = [
    ['fund', split.fundFen],
    ['account', split.psnAcctFen],
    ['cash', split.cashFen],
  ] as const;
  return (
    <List mode="card" header={t('split.title')} data-testid="record-split">
      {parts.map(([part, fen]) => (
        <List.Item
          key={part}
          extra={<span data-testid={`record-split-${part}`}>{formatFen(fen)}</span>}
        >
          {t(`split.${part}`)}
        </List.Item>
      ))}
    </List>
  );
}

/** The same split in one line of the payment list. */
export function InsuranceSplitLine({ split }: { split: InsuranceSplit }) {
  const { t } = usePaymentsTranslation();
  return (
    <p className={styles.split} data-testid="record-split-line">
      {t('split.line', {
        fund: formatFen(split.fundFen),
        account: formatFen(split.psnAcctFen),
        cash: formatFen(split.cashFen),
      })}
    </p>
  );
}
