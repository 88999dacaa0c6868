import type { ExamSummary } from '@hospital/contract';
import { Button, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { HisText, hisText } from '../../../components/his-text.tsx';
import { useExamsTranslation } from '../i18n/index.ts';
import { periodText, placeText } from '../lib.ts';
import styles from '../routes/exams.module.css';

/** One exam on the list: what, for whom, where, and when once booked. */
export function ExamCard({ exam, children }: { exam: ExamSummary; children: ReactNode }) {
  const { t } = useExamsTranslation();
  return (
    <article className={styles.card} data-testid="exam-card">
      <div className={styles.head}>
        <strong className={styles.name} {...hisText}>
          {exam.name}
        </strong>
        <Tag color="primary" fill="outline">
          <HisText>{exam.kind}</HisText>
        </Tag>
        {exam.fasting && <Tag color="warning">{t('list.fasting')}</Tag>}
        {exam.groupKey && <Tag color="success">{t('list.group')}</Tag>}
      </div>
      <p className={styles.meta}>
        <span {...hisText}>{exam.patientName}</span> ·{' '}
        <span {...hisText}>{placeText(exam.room)}</span>
      </p>
      {exam.period && <p className={styles.time}>{periodText(exam.period)}</p>}
      <div className={styles.actions}>{children}</div>
    </article>
  );
}

export function CardButton(props: Parameters<typeof Button>[0]) {
  return <Button size="small" shape="rounded" {...props} />;
}
