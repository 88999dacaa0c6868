import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { useHospitalName } from '../../../api/queries/get-biz-config.ts';
import styles from './user-agreement-page.module.css';

/** /appLogin/userAgreement: this hospital's user agreement and privacy policy. */
export function UserAgreementPage() {
  const { t } = useTranslation();
  const hospital = useHospitalName() || t('account.setting.unnamed');
  const sections = t('account.agreement.sections', {
    returnObjects: true,
    hospital,
  }) as unknown as [title: string, text: string][];
  return (
    <Page title={t('account.title.userAgreement')}>
      <article className={styles.article}>
        <h2 className={styles.heading}>{t('account.title.userAgreement')}</h2>
        <p className={styles.updated}>{t('account.agreement.updated')}</p>
        {sections.map(([title, text]) => (
          <section key={title}>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </section>
        ))}
      </article>
    </Page>
  );
}
