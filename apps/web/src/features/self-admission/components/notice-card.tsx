import type { AdmissionNotice, AdmissionStatus } from '@hospital/contract';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { HisText, hisText } from '../../../components/his-text.tsx';
import { maskName } from '../../../lib/mask.ts';
import { formatFen } from '../../../lib/money.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useSelfAdmissionTranslation } from '../i18n/index.ts';
import styles from '../routes/self-admission.module.css';

const STATUS_COLOR: Record<AdmissionStatus, 'warning' | 'primary' | 'success' | 'default'> = {
  awaiting_details: 'warning',
  awaiting_deposit: 'warning',
  ready: 'success',
  admitted: 'primary',
  cancelled: 'default',
};

export function AdmissionStatusTag({ status }: { status: AdmissionStatus }) {
  const { t } = useSelfAdmissionTranslation();
  return <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>;
}

/** One notice on the list: for whom, where, when, and the deposit asked. */
export function NoticeCard({ notice, children }: { notice: AdmissionNotice; children: ReactNode }) {
  const { t } = useSelfAdmissionTranslation();
  return (
    <article className={styles.card} data-testid="admission-card">
      <div className={styles.head}>
        <strong className={styles.name} {...hisText}>
          {maskName(notice.patientName, isMaskingHost())}
        </strong>
        <AdmissionStatusTag status={notice.status} />
      </div>
      <p className={styles.meta}>
        <HisText>{notice.department}</HisText> · <HisText>{notice.ward}</HisText>
      </p>
      <p className={styles.meta}>
        {t('list.planned')} {notice.plannedDate}
      </p>
      <div className={styles.cardFoot}>
        <span className={styles.meta}>
          {t('list.deposit')}{' '}
          <span className={styles.money}>{formatFen(notice.requiredDepositFen)}</span>
        </span>
        {children}
      </div>
    </article>
  );
}
