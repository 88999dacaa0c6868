import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import emptyImage from '../assets/empty.svg';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  /** A heading above the text, for a state that needs saying in a word first. */
  title?: string;
  /** Replaces the default "no data yet" text. */
  tips?: string;
  children?: ReactNode;
}

/** The one empty-state card (an image, and 'no data yet' or the tips), used by every screen. */
export function EmptyState({ title, tips, children }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.card} role="status">
      <img className={styles.image} src={emptyImage} alt="" aria-hidden />
      {title && <h2 className={styles.title}>{title}</h2>}
      <p className={styles.text}>{tips ?? t('common.empty')}</p>
      {children}
    </div>
  );
}
