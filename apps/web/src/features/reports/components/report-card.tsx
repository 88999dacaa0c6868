import type { ReportSummary } from '@hospital/contract';
import { Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/date.ts';
import { useReportsTranslation } from '../i18n/index.ts';
import styles from './report-card.module.css';
import { links } from '../../../lib/paths.ts';
import { hisText } from '../../../components/his-text.tsx';

export function ReportCard({ report }: { report: ReportSummary }) {
  const { t } = useReportsTranslation();
  return (
    <Link
      to={links.report(report.kind, report.id)}
      className={styles.card}
      data-testid="report-card"
    >
      <span className={styles.main}>
        <strong className={styles.title} {...hisText}>
          {report.title}
        </strong>
        <small className={styles.meta} {...hisText}>
          {report.category} · {report.department}
        </small>
        <small className={styles.meta}>{formatDateTime(report.reportedAt)}</small>
        <span className={styles.tags}>
          {report.kind === 'test' &&
            (report.abnormalCount > 0 ? (
              <Tag color="danger" fill="outline">
                {t('list.abnormal', { count: report.abnormalCount })}
              </Tag>
            ) : (
              <Tag color="success" fill="outline">
                {t('list.normal')}
              </Tag>
            ))}
          {report.hasAttachment && (
            <Tag color="primary" fill="outline">
              {t('list.attachment')}
            </Tag>
          )}
          {report.commented && <Tag color="default">{t('list.commented')}</Tag>}
        </span>
      </span>
      <RightOutline className={styles.arrow} />
    </Link>
  );
}
