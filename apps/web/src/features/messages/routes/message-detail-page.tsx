import { NoticeIdSchema, type Notice } from '@hospital/contract';
import { useEffect } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDate } from '../../../lib/date.ts';
import { useNotices } from '../api/get-notices.ts';
import { useMarkNoticeRead } from '../api/mark-notice-read.ts';
import { RebookActions } from '../components/rebook-actions.tsx';
import styles from './message-detail-page.module.css';
import { useNoticeText } from '../components/notice-text.tsx';

const MessageLinkSchema = z.object({ id: NoticeIdSchema });

/** /app/appMessageDetail?id=: one message, marked read when opened. */
export function MessageDetailPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('message.detailTitle')}>
      <RequireLinkParams schema={MessageLinkSchema}>
        {({ id }) => <MessageDetail id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function MessageDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const notices = useNotices();
  const { mutate: markRead } = useMarkNoticeRead();
  const notice = notices.data?.items.find((item) => item.id === id);
  const unread = notice !== undefined && !notice.read;

  useEffect(() => {
    if (unread) markRead({ id });
  }, [unread, id, markRead]);

  return (
    <>
      {notices.isPending && <ListSkeleton rows={4} />}
      {notices.isError && (
        <ErrorState message={notices.error.message} onRetry={() => void notices.refetch()} />
      )}
      {notices.isSuccess && !notice && <EmptyState tips={t('message.notFound')} />}
      {notice && <NoticeArticle notice={notice} />}
    </>
  );
}

function NoticeArticle({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const text = useNoticeText(notice);
  return (
    <article className={styles.card}>
      <h2 className={styles.title} data-testid="notice-title" {...text.lang}>
        {text.title}
      </h2>
      <p className={styles.meta}>
        {t(`message.category.${notice.category}`)} · {formatDate(notice.createdAt)}
      </p>
      <div className={styles.body} {...text.lang}>
        {text.body}
      </div>
      {notice.rebook && <RebookActions offer={notice.rebook} />}
    </article>
  );
}
