import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

/**
 * What a page's area shows while its code is still on the way: nothing for the first moment,
 * so a quick load does not flash, then a spinner that says it is loading. Drawn with CSS
 * only, as it is on the first page's bundle.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{t('common.loading')}</span>
    </div>
  );
}
