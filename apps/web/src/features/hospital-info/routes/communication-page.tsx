import { List } from 'antd-mobile';
import { EnvironmentOutline, MessageOutline, PhonebookOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { useHospital } from '../api/get-hospital.ts';
import styles from '../components/info.module.css';
import { useHospitalInfoTranslation } from '../i18n/index.ts';
import { paths } from '../../../lib/paths.ts';
import { HisText, hisText } from '../../../components/his-text.tsx';

/** /communicationPages/communication: phone (tap to call), address and transport. */
export function CommunicationPage() {
  const { t } = useHospitalInfoTranslation();
  const navigate = useNavigate();
  const hospital = useHospital();
  const routes = t('communication.routes', { returnObjects: true }) as string[];
  return (
    <Page title={t('title.communication')}>
      <QueryView query={hospital}>
        {(data) => {
          const phone = data.servicePhone;
          return (
            <>
              <header className={styles.hero} {...hisText}>
                <h2>{data.name}</h2>
                <p>{data.address}</p>
              </header>
              <List mode="card">
                <List.Item
                  prefix={<PhonebookOutline />}
                  extra={
                    <a href={`tel:${phone}`} data-testid="communication-phone">
                      {phone}
                    </a>
                  }
                >
                  {t('communication.phone')}
                </List.Item>
                <List.Item
                  prefix={<EnvironmentOutline />}
                  description={<HisText>{data.address}</HisText>}
                >
                  {t('communication.address')}
                </List.Item>
              </List>
              <section className={styles.card}>
                <h2 className={styles.heading}>{t('communication.transport')}</h2>
                {routes.map((route) => (
                  <p key={route} className={styles.paragraph}>
                    {route}
                  </p>
                ))}
              </section>
              <List mode="card">
                <List.Item
                  prefix={<MessageOutline />}
                  description={t('communication.feedbackHint')}
                  onClick={() => void navigate(paths.feedbackList)}
                >
                  {t('communication.feedback')}
                </List.Item>
              </List>
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
