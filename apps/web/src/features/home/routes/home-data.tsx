import type { IndexInit } from '@hospital/contract';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useIndexInit } from '../../../api/queries/get-index-init.ts';
import styles from './home-page.module.css';

/** The home's data with its loading and error states; `children` draws the loaded home. */
export function HomeData({ children }: { children: (home: IndexInit) => ReactNode }) {
  const indexInit = useIndexInit();
  if (indexInit.isPending) {
    return (
      <div className={styles.page}>
        <div className={styles.skeletonHeader} />
        <ListSkeleton rows={4} />
        <ListSkeleton rows={3} />
      </div>
    );
  }
  if (indexInit.isError) {
    return (
      <div className={styles.page}>
        <ErrorState message={indexInit.error.message} onRetry={() => void indexInit.refetch()} />
      </div>
    );
  }
  return <div className={styles.page}>{children(indexInit.data)}</div>;
}
