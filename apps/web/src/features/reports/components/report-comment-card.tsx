import type { ReportKind } from '@hospital/contract';
import { Button, Rate } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/date.ts';
import { useReportComment } from '../api/get-report-comment.ts';
import { useReportsTranslation } from '../i18n/index.ts';
import styles from './report-comment-card.module.css';
import { links } from '../../../lib/paths.ts';

/** The visit's rating: mine when given, otherwise the way to give one. */
export function ReportCommentCard({ reportId, kind }: { reportId: number; kind: ReportKind }) {
  const { t } = useReportsTranslation();
  const navigate = useNavigate();
  const comment = useReportComment(reportId);
  if (!comment.isSuccess) return null;
  const mine = comment.data.comment;
  return (
    <section className={styles.card} data-testid="report-comment">
      <div className={styles.header}>
        <h2 className={styles.title}>{mine ? t('comment.rated') : t('comment.title')}</h2>
        {!mine && (
          <Button
            size="small"
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void navigate(links.reportAppraise(reportId, kind))}
            data-testid="report-rate"
          >
            {t('comment.rate')}
          </Button>
        )}
      </div>
      {mine && (
        <>
          <div className={styles.stars}>
            <Rate readOnly value={mine.rating} />
            <span>{t(`comment.stars.${mine.rating}`)}</span>
          </div>
          {mine.text && <p className={styles.text}>{mine.text}</p>}
          <small className={styles.date}>{formatDate(mine.createdAt)}</small>
        </>
      )}
    </section>
  );
}
