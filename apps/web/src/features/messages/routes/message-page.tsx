import { Button, List, PullToRefresh } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { showToast } from '../../../components/toast.ts';
import { PULL_TO_REFRESH_HEIGHT } from '../../../lib/constants.ts';
import { useNotices } from '../api/get-notices.ts';
import { useMarkNoticeRead } from '../api/mark-notice-read.ts';
import { NoticeItem } from '../components/notice-item.tsx';
import styles from './message-page.module.css';
import { links } from '../../../lib/paths.ts';

/** 消息: the native shell's tab with the account's messages and the hospital's notices. */
export function MessagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notices = useNotices();
  const markRead = useMarkNoticeRead();

  const markAll = () =>
    markRead.mutate({ all: true }, { onSuccess: () => showToast(t('message.allRead')) });

  return (
    <PullToRefresh
      onRefresh={async () => void (await notices.refetch())}
      headHeight={PULL_TO_REFRESH_HEIGHT}
      threshold={PULL_TO_REFRESH_HEIGHT}
      pullingText={t('message.pull')}
      canReleaseText={t('message.release')}
      refreshingText={t('message.refreshing')}
      completeText={t('message.refreshed')}
    >
      <div className={styles.page}>
        {notices.isPending && <ListSkeleton rows={4} />}
        {notices.isError && (
          <ErrorState message={notices.error.message} onRetry={() => void notices.refetch()} />
        )}
        {notices.isSuccess && notices.data.items.length === 0 && (
          <EmptyState tips={t('message.empty')} />
        )}
        {notices.isSuccess && notices.data.items.length > 0 && (
          <>
            <div className={styles.toolbar}>
              <span>{t('message.unreadCount', { count: notices.data.unread })}</span>
              <Button
                size="small"
                fill="none"
                color="primary"
                disabled={notices.data.unread === 0 || markRead.isPending}
                onClick={markAll}
              >
                {t('message.markAllRead')}
              </Button>
            </div>
            <List mode="card" className={styles.list}>
              {notices.data.items.map((notice) => (
                <NoticeItem
                  key={notice.id}
                  notice={notice}
                  onOpen={() => void navigate(links.messageDetail(notice.id))}
                />
              ))}
            </List>
          </>
        )}
      </div>
    </PullToRefresh>
  );
}
