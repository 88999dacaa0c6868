import { List } from 'antd-mobile';
import { EnvironmentOutline, PhonebookOutline } from 'antd-mobile-icons';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { useHospital } from '../api/get-hospital.ts';
import { InfoEntries } from '../components/info-entries.tsx';
import styles from '../components/info.module.css';
import { ThirdPartyApps } from '../components/third-party-apps.tsx';
import { useHospitalInfoTranslation } from '../i18n/index.ts';
import { HisText, hisText } from '../../../components/his-text.tsx';

/** /hospitalManagePages/hospital: the hospital at a glance and every information page. */
export function HospitalPage() {
  const { t } = useHospitalInfoTranslation();
  const hospital = useHospital();
  return (
    <Page title={t('title.hospital')}>
      <QueryView query={hospital}>
        {(data) => (
          <>
            <header className={styles.hero}>
              <h2 {...hisText}>{data.name}</h2>
              <p>{t('hospital.buildings', { count: data.buildingCount })}</p>
            </header>
            <List mode="card">
              <List.Item
                prefix={<EnvironmentOutline />}
                description={<HisText>{data.address}</HisText>}
              >
                {t('hospital.address')}
              </List.Item>
              <List.Item
                prefix={<PhonebookOutline />}
                extra={<a href={`tel:${data.servicePhone}`}>{data.servicePhone}</a>}
              >
                {t('hospital.phone')}
              </List.Item>
            </List>
            <section className={styles.card}>
              <h2 className={styles.heading}>{t('hospital.services')}</h2>
              <InfoEntries />
            </section>
            <ThirdPartyApps />
          </>
        )}
      </QueryView>
    </Page>
  );
}
