import { CustomerServiceOutlined, UserOutlined } from '@ant-design/icons';
import type { ConsoleFeedbackDetail } from '@hospital/contract/console';
import { Avatar, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import styles from './feedback-drawer.module.css';
import { FeedbackImages } from './feedback-images.tsx';

/** The patient's message, then the hospital's replies in the order the patient read them. */
export function FeedbackConversation({ feedback }: { feedback: ConsoleFeedbackDetail }) {
  return (
    <section aria-label="沟通记录" className={styles.conversation}>
      <Typography.Title level={5} className={styles.sectionTitle}>
        沟通记录
      </Typography.Title>
      <div className={styles.message}>
        <Avatar icon={<UserOutlined />} className={styles.patientAvatar} />
        <div className={styles.bubbleColumn}>
          <div className={styles.meta}>患者 · {formatDateTime(feedback.createdAt)}</div>
          <div className={styles.patientBubble}>
            <Typography.Paragraph className={styles.text}>{feedback.content}</Typography.Paragraph>
            {feedback.images.length > 0 && <FeedbackImages images={feedback.images} />}
          </div>
        </div>
      </div>
      {feedback.replies.map((reply) => (
        <div key={reply.id} className={`${styles.message} ${styles.fromHospital}`}>
          <Avatar icon={<CustomerServiceOutlined />} className={styles.staffAvatar} />
          <div className={styles.bubbleColumn}>
            <div className={styles.meta}>
              {reply.staffName ?? '医院客服'} · {formatDateTime(reply.createdAt)}
            </div>
            <div className={styles.staffBubble}>
              <Typography.Paragraph className={styles.text}>{reply.content}</Typography.Paragraph>
            </div>
          </div>
        </div>
      ))}
      {feedback.replies.length === 0 && (
        <Typography.Paragraph className={styles.waiting}>
          尚未回复，患者正在等待答复。
        </Typography.Paragraph>
      )}
    </section>
  );
}
