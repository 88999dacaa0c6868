import { Empty } from 'antd';
import styles from './empty-list.module.css';

/**
 * A list with nothing to show. antd's own empty text is a light grey that fails WCAG AA
 * contrast, so every console table and list uses this instead.
 */
export function EmptyList({ text }: { text: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={<span className={styles.text}>{text}</span>}
    />
  );
}
