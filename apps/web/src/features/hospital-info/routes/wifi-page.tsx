import { List } from 'antd-mobile';
import { GlobalOutline } from 'antd-mobile-icons';
import { Page } from '../../../components/page.tsx';
import styles from '../components/info.module.css';
import { useHospitalInfoTranslation } from '../i18n/index.ts';

/** The hospital's guest network: open, with an SMS sign-in page after joining. */
const WIFI_NAME = 'Hospital-Free-WiFi';

/** /wifi/wifiPage: the hospital Wi-Fi name and how to connect. */
export function WifiPage() {
  const { t } = useHospitalInfoTranslation();
  const steps = t('wifi.stepList', { returnObjects: true }) as string[];
  return (
    <Page title={t('title.wifi')}>
      <header className={styles.hero}>
        <h2>
          <GlobalOutline /> {t('title.wifi')}
        </h2>
        <p>{t('wifi.intro')}</p>
      </header>
      <List mode="card">
        <List.Item extra={<strong data-testid="wifi-name">{WIFI_NAME}</strong>}>
          {t('wifi.name')}
        </List.Item>
        <List.Item extra={t('wifi.noPassword')}>{t('wifi.password')}</List.Item>
      </List>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('wifi.steps')}</h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <p className={`${styles.muted} ${styles.actions}`}>{t('wifi.tips')}</p>
    </Page>
  );
}
