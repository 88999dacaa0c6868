import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import emptyImage from '../assets/empty.svg';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  /** Replaces the default "no data yet" text. */
  tips?: string;
  children?: ReactNode;
}

/** The one empty-state card of spec section 2, used by every screen. */
export function EmptyState({ tips, children }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.card} role="status">
      <img className={styles.image} src={emptyImage} alt="" aria-hidden />
      <p className={styles.text}>{tips ?? t('common.empty')}</p>
      {children}
    </div>
  );
}
