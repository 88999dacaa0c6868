import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { SeniorModeRow } from '../../features/senior-mode/components/senior-mode-row.tsx';
import styles from './set-up-page.module.css';

/** 设置 (/personal/setUp): how the app reads and looks, one row per setting, each its own feature's. */
export function SetUpPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('setUp.title')}>
      <List mode="card" header={t('setUp.general')} className={styles.list}>
        <SeniorModeRow />
      </List>
    </Page>
  );
}
