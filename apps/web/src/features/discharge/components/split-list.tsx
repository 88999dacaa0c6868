import type { TrialSettlement } from '@hospital/contract';
import { List } from 'antd-mobile';
import { formatFen } from '../../../lib/money.ts';
import { useDischargeTranslation } from '../i18n/index.ts';
import styles from '../routes/discharge.module.css';

type Split = Pick<
  TrialSettlement,
  | 'totalFen'
  | 'insuranceFundFen'
  | 'personalAccountFen'
  | 'selfPayFen'
  | 'depositFen'
  | 'balanceFen'
>;

/** The split of a stay's cost, ending in what is paid or refunded. */
export function SplitList({ split, header }: { split: Split; header?: string }) {
  const { t } = useDischargeTranslation();
  const { balanceFen } = split;
  return (
    <List mode="card" header={header}>
      <List.Item extra={formatFen(split.totalFen)}>{t('split.total')}</List.Item>
      <List.Item extra={formatFen(split.insuranceFundFen)}>{t('split.fund')}</List.Item>
      <List.Item extra={formatFen(split.personalAccountFen)}>{t('split.account')}</List.Item>
      <List.Item extra={formatFen(split.selfPayFen)}>{t('split.selfPay')}</List.Item>
      <List.Item extra={formatFen(split.depositFen)}>{t('split.deposit')}</List.Item>
      <List.Item
        extra={
          <strong
            className={balanceFen > 0 ? styles.owe : styles.back}
            data-testid="discharge-balance"
          >
            {balanceFen === 0 ? t('split.even') : formatFen(Math.abs(balanceFen))}
          </strong>
        }
      >
        {balanceFen > 0 ? t('split.toPay') : t('split.toRefund')}
      </List.Item>
    </List>
  );
}
