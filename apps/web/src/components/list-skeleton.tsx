import { Skeleton } from 'antd-mobile';
import styles from './list-skeleton.module.css';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.card} aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  );
}
