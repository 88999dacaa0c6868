import { Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './page-header.module.css';

/** A page's title line: what it is, a sentence on what it is for, and its main actions. */
export function PageHeader({
  title,
  description,
  extra,
}: {
  title: string;
  description?: string;
  extra?: ReactNode;
}) {
  return (
    <div className={styles.header}>
      <div>
        <Typography.Title level={3} className={styles.title}>
          {title}
        </Typography.Title>
        {description && (
          <Typography.Text type="secondary" className={styles.description}>
            {description}
          </Typography.Text>
        )}
      </div>
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
