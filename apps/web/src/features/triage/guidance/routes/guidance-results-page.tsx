import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { Page } from '../../../../components/page.tsx';
import { QueryView } from '../../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../../components/require-link-params.tsx';
import { paths } from '../../../../lib/paths.ts';
import { usePartSymptomDept } from '../../api/get-part-symptom-dept.ts';
import { usePartSymptoms } from '../../api/get-part-symptoms.ts';
import { divertTo } from '../../diversion/divert-to.ts';
import { DepartmentCard } from '../components/department-card.tsx';
import { useGuidanceTranslation } from '../i18n/index.ts';
import { ResultsLinkSchema, type ResultsLink } from '../lib/guidance-links.ts';
import styles from './guidance-pages.module.css';

/**
 * /intelGuidance/intelGuidance/guidanceResults?part=&figure=&symptoms=&ageMonths=: the
 * departments the chosen symptoms point to, best first, each with its doctors on duty soon
 * and one tap into booking. A red flag replaces this page with the diversion page.
 */
export function GuidanceResultsPage() {
  const { t } = useGuidanceTranslation();
  return (
    <Page title={t('title.results')}>
      <RequireLinkParams schema={ResultsLinkSchema}>
        {(link) => <GuidanceResults {...link} />}
      </RequireLinkParams>
    </Page>
  );
}

function GuidanceResults({ part, figure, symptoms, ageMonths }: ResultsLink) {
  const { t } = useGuidanceTranslation();
  const navigate = useNavigate();
  const result = usePartSymptomDept({ part, figure, symptoms, ageMonths });
  // Names of the chosen symptoms, from the page before (cached); the codes until they come.
  const catalogue = usePartSymptoms(part, figure);
  const names = new Map(catalogue.data?.symptoms.map((symptom) => [symptom.id, symptom.name]));
  const redFlag = result.data?.redFlag ?? null;

  useEffect(() => {
    if (redFlag) divertTo(navigate, redFlag);
  }, [redFlag, navigate]);

  return (
    <QueryView query={result} rows={8}>
      {(data) => {
        if (data.redFlag) return null;
        if (data.departments.length === 0) {
          return (
            <EmptyState title={t('results.empty')} tips={t('results.emptyHint')}>
              <Button
                color="primary"
                shape="rounded"
                onClick={() => void navigate(paths.register)}
                data-testid="results-register"
              >
                {t('results.register')}
              </Button>
            </EmptyState>
          );
        }
        return (
          <>
            <section className={styles.basis} aria-labelledby="results-basis">
              <h2 id="results-basis" className={styles.basisTitle}>
                {t('results.basis')}
              </h2>
              <ul className={styles.chips}>
                {symptoms.map((code) => (
                  <li key={code} className={styles.chip}>
                    {names.get(code) ?? code}
                  </li>
                ))}
              </ul>
            </section>
            <h2 className={styles.sectionTitle}>{t('results.recommended')}</h2>
            {data.departments.map((department, index) => (
              <DepartmentCard
                key={department.deptCode}
                department={department}
                rank={index + 1}
                chosenCount={symptoms.length}
              />
            ))}
            <p className={styles.disclaimer}>{t('results.disclaimer')}</p>
          </>
        );
      }}
    </QueryView>
  );
}
