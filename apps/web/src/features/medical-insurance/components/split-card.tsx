import type { InsuranceSplit } from '@hospital/contract';
import { List } from 'antd-mobile';
import { formatFen } from '../../../lib/money.ts';
import { useMedicalInsuranceTranslation } from '../i18n/index.ts';

/** The insurer's split of a bill: fund, personal account and cash, with the total. */
export function SplitCard({ split, title }: { split: InsuranceSplit; title?: string }) {
  const { t } = useMedicalInsuranceTranslation();
  return (
    <List mode="card" header={title}>
      <List.Item extra={<strong data-testid="split-total">{formatFen(split.totalFen)}</strong>}>
        {t('split.total')}
      </List.Item>
      <List.Item extra={<span data-testid="split-fund">{formatFen(split.fundFen)}</span>}>
        {t('split.fund')}
      </List.Item>
      <List.Item extra={<span data-testid="split-account">{formatFen(split.psnAcctFen)}</span>}>
        {t('split.account')}
      </List.Item>
      <List.Item extra={<span data-testid="split-cash">{formatFen(split.cashFen)}</span>}>
        {t('split.cash')}
      </List.Item>
    </List>
  );
}
