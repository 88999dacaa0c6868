import type { PaymentRecord } from '@hospital/contract';
import { Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date.ts';
import { formatFen } from '../../../lib/money.ts';
import { usePaymentsTranslation } from '../i18n/index.ts';
import { STATUS_COLOR } from '../lib/status-color.ts';
import styles from './payment-record-item.module.css';
import { links } from '../../../lib/paths.ts';
import { InsuranceSplitLine } from './insurance-split.tsx';
import { PaymentDescription } from './payment-description.tsx';

export function PaymentRecordItem({ record }: { record: PaymentRecord }) {
  const { t } = usePaymentsTranslation();
  return (
    <Link
      to={links.paymentRecordDetail(record.id)}
      className={styles.item}
      data-testid="payment-record"
    >
      <div className={styles.head}>
        <strong>{t(`subject.${record.subjectType}`)}</strong>
        <span className={styles.amount}>{formatFen(record.amountFen)}</span>
      </div>
      <p className={styles.description}>
        <PaymentDescription record={record} />
        {record.channel && ` · ${t(`channel.${record.channel}`)}`}
      </p>
      {record.insuranceSplit && <InsuranceSplitLine split={record.insuranceSplit} />}
      <div className={styles.foot}>
        <span>{formatDateTime(record.paidAt ?? record.createdAt)}</span>
        <Tag color={STATUS_COLOR[record.status]} fill="outline" data-testid="payment-status">
          {t(`status.${record.status}`)}
        </Tag>
      </div>
    </Link>
  );
}
