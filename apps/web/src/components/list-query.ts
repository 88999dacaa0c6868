import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { Paging } from './list-footer.tsx';

/** A query's reload for RefreshableList: rejects on failure, so the head can say so. */
export const refreshOf =
  (query: Pick<UseQueryResult, 'refetch'> | Pick<UseInfiniteQueryResult, 'refetch'>) => () =>
    query.refetch({ throwOnError: true });

/** An infinite query's next page for RefreshableList's pull-up. */
export const pagingOf = (
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'fetchNextPage'>,
): Paging => ({
  hasMore: query.hasNextPage,
  loadMore: () => query.fetchNextPage({ throwOnError: true }),
});
