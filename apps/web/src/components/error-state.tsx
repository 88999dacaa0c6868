import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './error-state.module.css';

interface ErrorStateProps {
  message?: string;
  onRetry: () => void;
}

/** A failed load with a retry button; `message` is the request layer's msg. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  const description = message?.trim() ? message : t('common.requestTimeout');
  return (
    <div className={styles.card} role="alert">
      <ErrorBlock status="default" title={t('common.loadFailed')} description={description}>
        <Button color="primary" fill="outline" className={styles.retry} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
