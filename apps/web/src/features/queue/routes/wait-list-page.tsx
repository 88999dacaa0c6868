import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RefreshableList } from '../../../components/refreshable-list.tsx';
import { refreshOf } from '../../../components/list-query.ts';
import { useMyQueue } from '../api/get-my-queue.ts';
import { QueueCard } from '../components/queue-card.tsx';
import { useQueueTranslation } from '../i18n/index.ts';
import styles from './wait-list-page.module.css';
import { paths } from '../../../lib/paths.ts';

/** /waitingPages/waitList: my places in today's queues, refreshed every 30 s and on pull. */
export function WaitListPage() {
  const { t } = useQueueTranslation();
  const navigate = useNavigate();
  const queue = useMyQueue();
  return (
    <Page title={t('title')}>
      <RefreshableList onRefresh={refreshOf(queue)}>
        {queue.isPending && <ListSkeleton rows={4} />}
        {queue.isError && !queue.data && (
          <ErrorState message={queue.error.message} onRetry={() => void queue.refetch()} />
        )}
        {queue.isSuccess && queue.data.length === 0 && (
          <EmptyState tips={t('empty')}>
            <Button color="primary" shape="rounded" onClick={() => void navigate(paths.register)}>
              {t('book')}
            </Button>
          </EmptyState>
        )}
        {queue.data?.map((position) => (
          <QueueCard key={position.appointmentId} position={position} />
        ))}
        {queue.isSuccess && queue.data.length > 0 && (
          <p className={styles.hint}>{t('refreshHint')}</p>
        )}
      </RefreshableList>
    </Page>
  );
}
