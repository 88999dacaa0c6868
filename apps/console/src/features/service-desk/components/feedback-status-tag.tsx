import type { FeedbackStatus } from '@hospital/contract';
import { Tag } from 'antd';
import styles from './status-tag.module.css';

export const feedbackStatusLabels: Record<FeedbackStatus, string> = {
  pending: '待回复',
  replied: '已回复',
};

export function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  return (
    <Tag className={status === 'pending' ? styles.waiting : styles.done}>
      {feedbackStatusLabels[status]}
    </Tag>
  );
}

/** Whether the patient has opened the latest reply. */
export function ReplyReadTag({ read }: { read: boolean }) {
  return read ? (
    <Tag className={styles.done}>已读最新回复</Tag>
  ) : (
    <Tag className={styles.waiting}>未读</Tag>
  );
}
