import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import loadFailedImage from '../assets/load-failed.svg';
import card from './empty-state.module.css';
import styles from './error-state.module.css';

interface ErrorStateProps {
  message?: string;
  onRetry: () => void;
}

/**
 * A failed load with a retry button; `message` is the request layer's msg. Drawn as the
 * empty state's card, with one small picture: antd-mobile's error block brings four illustrations
 * into the first page's bundle.
 */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  const description = message?.trim() ? message : t('common.requestTimeout');
  return (
    <div className={card.card} role="alert">
      <img className={card.image} src={loadFailedImage} alt="" aria-hidden />
      <h2 className={card.title}>{t('common.loadFailed')}</h2>
      <p className={card.text}>{description}</p>
      <Button color="primary" fill="outline" className={styles.retry} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
