import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './back-home-button.module.css';
import { paths } from '../lib/paths.ts';

/** The way out of a page that cannot show anything: back to the home tab, leaving no history. */
export function BackHomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      color="primary"
      shape="rounded"
      className={styles.button}
      onClick={() => void navigate(paths.home, { replace: true })}
      data-testid="back-home"
    >
      {t('common.backHome')}
    </Button>
  );
}
