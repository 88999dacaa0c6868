import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { ListSkeleton } from './list-skeleton.tsx';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Rows of the loading skeleton. */
  rows?: number;
  /** When true for the loaded data, the empty-state card shows instead, with `emptyTips`. */
  isEmpty?: (data: T) => boolean;
  emptyTips?: string;
}

/** The three states every screen has (STYLE.md): a skeleton, an error with retry, the data. */
export function QueryView<T>({ query, children, rows, isEmpty, emptyTips }: QueryViewProps<T>) {
  if (query.isPending) return <ListSkeleton rows={rows} />;
  if (query.isError)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState tips={emptyTips} />;
  return children(query.data);
}
