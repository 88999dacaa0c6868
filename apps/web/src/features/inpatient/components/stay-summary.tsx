import type { InpatientStay } from '@hospital/contract';
import { Tag } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { HisText } from '../../../components/his-text.tsx';
import { maskName } from '../../../lib/mask.ts';
import { formatFen } from '../../../lib/money.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useInpatientTranslation } from '../i18n/index.ts';
import styles from '../routes/inpatient.module.css';

const STATUS_COLOR = { in_hospital: 'primary', discharge_ordered: 'warning', settled: 'default' };

/** A stay's name, place and money, with the low-balance warning; `children` add actions below. */
export function StaySummary({ stay, children }: { stay: InpatientStay; children?: ReactNode }) {
  const { t } = useInpatientTranslation();
  return (
    <section className={styles.card} data-testid="stay-summary">
      <div className={styles.stayHead}>
        <h2 className={styles.stayName}>
          <HisText>{maskName(stay.patientName, isMaskingHost())}</HisText>
        </h2>
        <Tag color={STATUS_COLOR[stay.status]} fill="outline">
          {t(`status.${stay.status}`)}
        </Tag>
      </div>
      <p className={styles.stayMeta}>
        {t('stay.inpatientNo')} {stay.inpatientNo} · <HisText>{stay.department}</HisText>
        <br />
        <HisText>
          {stay.ward} {stay.bed}
        </HisText>{' '}
        · {t('stay.daysValue', { count: stay.days })}
      </p>
      <dl className={styles.money}>
        <div>
          <dt>{t('stay.deposit')}</dt>
          <dd>{formatFen(stay.depositFen)}</dd>
        </div>
        <div>
          <dt>{t('stay.cost')}</dt>
          <dd>{formatFen(stay.costFen)}</dd>
        </div>
        <div>
          <dt>{t('stay.balance')}</dt>
          <dd
            className={stay.balanceFen < 0 ? styles.negative : undefined}
            data-testid="stay-balance"
          >
            {stay.balanceFen < 0 ? `-${formatFen(-stay.balanceFen)}` : formatFen(stay.balanceFen)}
          </dd>
        </div>
      </dl>
      {stay.lowBalance && (
        <p className={styles.warning} role="note" data-testid="low-balance">
          <ExclamationCircleOutline aria-hidden />
          {stay.balanceFen < 0
            ? t('stay.overrun', { amount: formatFen(-stay.balanceFen) })
            : t('stay.lowBalance', { threshold: formatFen(stay.lowBalanceFen) })}
        </p>
      )}
      {children}
    </section>
  );
}
