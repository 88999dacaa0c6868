import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { useVisitGuide } from '../api/get-visit-guide.ts';
import { InfoEntries } from '../components/info-entries.tsx';
import styles from '../components/info.module.css';
import { TextSections } from '../components/text-sections.tsx';
import { useHospitalInfoTranslation } from '../i18n/index.ts';
import { hisText } from '../../../components/his-text.tsx';

/** /hospitalGuidePages/hospitalGuide: how a visit goes, and where everything is. */
export function HospitalGuidePage() {
  const { t } = useHospitalInfoTranslation();
  const guide = useVisitGuide();
  return (
    <Page title={t('title.guide')}>
      <section className={styles.card}>
        <InfoEntries />
      </section>
      <QueryView query={guide} rows={6} isEmpty={(sections) => sections.length === 0}>
        {(sections) => (
          <div {...hisText}>
            <TextSections sections={sections} />
          </div>
        )}
      </QueryView>
    </Page>
  );
}
