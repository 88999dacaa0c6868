import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './refreshable-list.module.css';

export interface Paging {
  hasMore: boolean;
  /** Fetches the next page; rejects when it failed, which offers a retry. */
  loadMore: () => Promise<unknown>;
}

/**
 * The foot of a paged list: the next page loads as it comes into view. A button does the same
 * for those who cannot pull (keyboard, switch and screen-reader users) and retries after a
 * failure; the caption beside it is read out politely.
 */
export function ListFooter({ paging }: { paging: Paging }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);

  const loadMore = async () => {
    setLoading(true);
    try {
      await paging.loadMore();
    } finally {
      setLoading(false);
    }
  };

  return (
    <InfiniteScroll hasMore={paging.hasMore} loadMore={loadMore} className={styles.footer}>
      {(hasMore, failed, retry) => {
        // The same element throughout, so each change of its text is announced.
        const caption = !hasMore
          ? t('list.noMore')
          : loading
            ? t('list.loading')
            : failed
              ? t('common.loadFailed')
              : '';
        return (
          <>
            <span aria-live="polite">{caption}</span>
            {loading && <DotLoading color="currentColor" aria-hidden />}
            {hasMore && !loading && (
              // `retry` goes through the scroller's own lock, so a tap never doubles its load.
              <button type="button" className={styles.more} onClick={() => void retry()}>
                {failed ? t('common.retry') : t('list.pullUp')}
              </button>
            )}
          </>
        );
      }}
    </InfiniteScroll>
  );
}
