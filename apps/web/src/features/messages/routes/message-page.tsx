import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { showToast } from '../../../components/toast.ts';
import { RefreshableList } from '../../../components/refreshable-list.tsx';
import { refreshOf } from '../../../components/list-query.ts';
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
    <RefreshableList onRefresh={refreshOf(notices)}>
      <div className={styles.page}>
        {notices.isPending && <ListSkeleton rows={4} />}
        {notices.isError && !notices.data && (
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
    </RefreshableList>
  );
}
