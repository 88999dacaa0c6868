import { useTranslation } from 'react-i18next';
import { HisMessage } from '../../../components/his-message.tsx';
import { Page } from '../../../components/page.tsx';
import { useHospitalName } from '../../../api/queries/get-biz-config.ts';
import styles from './user-agreement-page.module.css';

/** /appLogin/userAgreement: this hospital's user agreement and privacy policy. */
export function UserAgreementPage() {
  const { t } = useTranslation();
  const hospital = useHospitalName() || t('account.setting.unnamed');
  const sections = t('account.agreement.sections', {
    returnObjects: true,
  }) as unknown as [title: string, text: string][];
  return (
    <Page title={t('account.title.userAgreement')}>
      <article className={styles.article}>
        <h2 className={styles.heading}>{t('account.title.userAgreement')}</h2>
        <p className={styles.updated}>{t('account.agreement.updated')}</p>
        {sections.map(([title], index) => (
          <section key={title}>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>
              <HisMessage i18nKey={`account.agreement.sections.${index}.1`} values={{ hospital }} />
            </p>
          </section>
        ))}
      </article>
    </Page>
  );
}
