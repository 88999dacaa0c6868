import type { FeedbackSummary } from '@hospital/contract';
import { Badge, Tag } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/date.ts';
import { useFeedbackTranslation } from '../i18n/index.ts';
import { FeedbackReplies } from './feedback-replies.tsx';
import styles from './feedback-card.module.css';
import { HisText } from '../../../components/his-text.tsx';

/** antd-mobile's success and warning hues are too light for small text on white (AA 4.5:1). */
const STATUS_COLOR = { replied: '#007a4d', pending: '#b25000' } as const;

/**
 * One of my messages; opening it loads the photos and the hospital's replies. A dot marks
 * a reply I have not opened yet.
 */
export function FeedbackCard({ feedback }: { feedback: FeedbackSummary }) {
  const { t } = useFeedbackTranslation();
  const [open, setOpen] = useState(false);
  return (
    <article className={styles.card} data-testid="feedback-card">
      <button
        type="button"
        className={styles.header}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.category}>
          <Badge content={feedback.unread ? Badge.dot : null} className={styles.unread}>
            <HisText>{feedback.categoryName}</HisText>
          </Badge>
          {feedback.unread && (
            <span className={styles.unreadLabel} data-testid="feedback-unread">
              {t('list.unread')}
            </span>
          )}
        </span>
        <Tag color={STATUS_COLOR[feedback.status]} fill="outline">
          {t(`list.status.${feedback.status}`)}
        </Tag>
        {open ? <UpOutline /> : <DownOutline />}
      </button>
      <p className={styles.content}>{feedback.content}</p>
      <small className={styles.meta}>
        {formatDateTime(feedback.createdAt)}
        {feedback.imageCount > 0 && ` · ${t('list.images', { count: feedback.imageCount })}`}
      </small>
      {open && <FeedbackReplies id={feedback.id} unread={feedback.unread} />}
    </article>
  );
}
