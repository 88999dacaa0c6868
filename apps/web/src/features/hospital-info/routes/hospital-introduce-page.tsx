import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { useHospital } from '../api/get-hospital.ts';
import { InfoEntries } from '../components/info-entries.tsx';
import styles from '../components/info.module.css';
import { useHospitalInfoTranslation } from '../i18n/index.ts';
import { hisText } from '../../../components/his-text.tsx';

/** /hospitalManagePages/hospitalIntroduce: the hospital's own introduction. */
export function HospitalIntroducePage() {
  const { t } = useHospitalInfoTranslation();
  const hospital = useHospital();
  return (
    <Page title={t('title.introduce')}>
      <QueryView query={hospital}>
        {(data) => (
          <>
            <header className={styles.hero} {...hisText}>
              <h2>{data.name}</h2>
              <p>{data.address}</p>
            </header>
            <section className={styles.card} {...hisText}>
              {data.intro
                .split(/\n+/)
                .filter(Boolean)
                .map((paragraph) => (
                  <p key={paragraph} className={styles.paragraph}>
                    {paragraph}
                  </p>
                ))}
            </section>
            <section className={styles.card}>
              <InfoEntries />
            </section>
          </>
        )}
      </QueryView>
    </Page>
  );
}
