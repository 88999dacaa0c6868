import { PullToRefresh, type PullToRefreshProps } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PULL_TO_REFRESH_HEIGHT } from '../lib/constants.ts';
import { ListFooter, type Paging } from './list-footer.tsx';
import styles from './refreshable-list.module.css';

interface RefreshableListProps {
  /** Reloads the list; rejects when the reload failed. */
  onRefresh: () => Promise<unknown>;
  /** For a list paged on the server: pulling up (or the footer's button) brings the next page. */
  paging?: Paging;
  children: ReactNode;
}

type PullStatus = Parameters<NonNullable<PullToRefreshProps['renderText']>>[0];
type Outcome = 'idle' | 'refreshing' | 'refreshed' | 'failed';

/**
 * A list the patient pulls down to reload and, when paged, pulls up for more (spec section 9:
 * a 50 px head and threshold, one set of captions). What the head shows is also said in a polite
 * live region, since a screen reader does not follow the head's animation.
 */
export function RefreshableList({ onRefresh, paging, children }: RefreshableListProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>('idle');

  // Not rethrown: antd-mobile would leave the rejection unhandled; the caption says it instead.
  const refresh = async () => {
    setOutcome('refreshing');
    try {
      await onRefresh();
      setOutcome('refreshed');
    } catch {
      setOutcome('failed');
    }
  };

  const captions: Record<PullStatus, string> = {
    pulling: t('list.pull'),
    canRelease: t('list.release'),
    refreshing: t('list.refreshing'),
    complete: outcome === 'failed' ? t('common.loadFailed') : t('list.refreshed'),
  };
  const spoken =
    outcome === 'idle' ? '' : captions[outcome === 'refreshing' ? 'refreshing' : 'complete'];

  return (
    <PullToRefresh
      headHeight={PULL_TO_REFRESH_HEIGHT}
      threshold={PULL_TO_REFRESH_HEIGHT}
      onRefresh={refresh}
      renderText={(status) => (
        <span className={styles.caption} aria-hidden>
          {captions[status]}
        </span>
      )}
    >
      <p className={styles.spoken} aria-live="polite">
        {spoken}
      </p>
      {children}
      {paging && <ListFooter paging={paging} />}
    </PullToRefresh>
  );
}
