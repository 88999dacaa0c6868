import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { useRegistrationTranslation } from '../i18n/index.ts';
import styles from './registration-pages.module.css';
import { paths } from '../../../lib/paths.ts';

/** /registerPages/elderlyVoucher: what the hospital offers patients aged 65 and over. */
export function ElderlyVoucherPage() {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  const items = t('elderly.items', { returnObjects: true }) as readonly string[];
  return (
    <Page title={t('title.elderlyVoucher')}>
      <section className={styles.section}>
        <h2>{t('elderly.title')}</h2>
        <p>{t('elderly.intro')}</p>
        <ol className={styles.steps}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </section>
      <div className={styles.footer}>
        <PrimaryButton onClick={() => void navigate(paths.register)}>
          {t('elderly.register')}
        </PrimaryButton>
      </div>
    </Page>
  );
}
