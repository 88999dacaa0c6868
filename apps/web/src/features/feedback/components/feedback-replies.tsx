import { useEffect } from 'react';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useFeedbackDetail } from '../api/get-feedback-detail.ts';
import { useFeedbackImage } from '../api/get-feedback-image.ts';
import { useMarkFeedbackRead } from '../api/mark-feedback-read.ts';
import { useFeedbackTranslation } from '../i18n/index.ts';
import styles from './feedback-card.module.css';

/** The message opened: once its replies are on screen, they count as read. */
export function FeedbackReplies({ id, unread }: { id: number; unread: boolean }) {
  const { t } = useFeedbackTranslation();
  const detail = useFeedbackDetail(id);
  const { mutate: markRead } = useMarkFeedbackRead();
  const shown = detail.isSuccess;
  useEffect(() => {
    if (shown && unread) markRead(id);
  }, [shown, unread, id, markRead]);
  if (detail.isPending) return <ListSkeleton rows={2} />;
  if (detail.isError) return <p className={styles.meta}>{detail.error.message}</p>;
  const { images, replies, contactPhone } = detail.data;
  return (
    <div className={styles.detail}>
      {images.length > 0 && (
        <div className={styles.images}>
          {images.map((image) => (
            <FeedbackImage key={image.fileId} url={image.url} />
          ))}
        </div>
      )}
      {contactPhone && (
        <p className={styles.meta}>
          {t('list.contact')}：{contactPhone}
        </p>
      )}
      <h3 className={styles.repliesTitle}>{t('list.replies')}</h3>
      {replies.length === 0 ? (
        <p className={styles.meta}>{t('list.noReply')}</p>
      ) : (
        replies.map((reply) => (
          <div key={reply.id} className={styles.reply} data-testid="feedback-reply">
            <p>{reply.content}</p>
            <small>{formatDateTime(reply.createdAt)}</small>
          </div>
        ))
      )}
    </div>
  );
}

function FeedbackImage({ url }: { url: string }) {
  const image = useFeedbackImage(url);
  return image.data ? (
    <img className={styles.image} src={image.data} alt="" />
  ) : (
    <span className={styles.image} />
  );
}
