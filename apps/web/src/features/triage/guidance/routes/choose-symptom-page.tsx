import { GUIDANCE_SYMPTOMS_MAX, type GuidanceSymptom } from '@hospital/contract';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { Page } from '../../../../components/page.tsx';
import { PrimaryButton } from '../../../../components/primary-button.tsx';
import { QueryView } from '../../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../../components/require-link-params.tsx';
import { showToast } from '../../../../components/toast.ts';
import { links } from '../../../../lib/paths.ts';
import { usePartSymptoms } from '../../api/get-part-symptoms.ts';
import { SymptomCard } from '../components/symptom-card.tsx';
import { GUIDANCE_NS, useGuidanceTranslation } from '../i18n/index.ts';
import {
  chosenSymptoms,
  guidanceQuery,
  SymptomLinkSchema,
  type SymptomLink,
} from '../lib/guidance-links.ts';
import styles from './guidance-pages.module.css';
import { HisMessage } from '../../../../components/his-message.tsx';

/**
 * /intelGuidance/intelGuidance/chooseSymptom?part=&figure=&ageMonths=: the part's symptoms in
 * plain words; several may be chosen. The choice is kept in the address for the way back.
 */
export function ChooseSymptomPage() {
  const { t } = useGuidanceTranslation();
  return (
    <Page title={t('title.symptoms')}>
      <RequireLinkParams schema={SymptomLinkSchema}>
        {(link) => <ChooseSymptom {...link} />}
      </RequireLinkParams>
    </Page>
  );
}

function ChooseSymptom({ part, figure, ageMonths, symptoms }: SymptomLink) {
  const { t } = useGuidanceTranslation();
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const catalogue = usePartSymptoms(part, figure);
  const backToFigure = () =>
    void navigate(links.chooseBodyParts(guidanceQuery({ figure, ageMonths })));

  return (
    <QueryView query={catalogue} rows={8}>
      {(data) => {
        if (data.symptoms.length === 0) {
          return (
            <EmptyState tips={t('symptoms.empty')}>
              <Button color="primary" shape="rounded" onClick={backToFigure}>
                {t('symptoms.otherPart')}
              </Button>
            </EmptyState>
          );
        }
        const offered = new Set(data.symptoms.map((symptom) => symptom.id));
        const chosen = chosenSymptoms(symptoms).filter((code) => offered.has(code));
        const toggle = (symptom: GuidanceSymptom) => {
          const next = chosen.includes(symptom.id)
            ? chosen.filter((code) => code !== symptom.id)
            : [...chosen, symptom.id];
          if (next.length > GUIDANCE_SYMPTOMS_MAX) {
            showToast(t('symptoms.tooMany', { max: GUIDANCE_SYMPTOMS_MAX }));
            return;
          }
          setSearch(guidanceQuery({ part, figure, ageMonths, symptoms: next }), { replace: true });
        };
        const submit = () =>
          void navigate(
            links.guidanceResults(guidanceQuery({ part, figure, ageMonths, symptoms: chosen })),
          );
        return (
          <>
            <header className={styles.intro}>
              <h2 className={styles.introTitle}>
                <HisMessage
                  ns={GUIDANCE_NS}
                  i18nKey="symptoms.intro"
                  values={{ part: data.part.name }}
                />
              </h2>
              <p className={styles.introHint}>
                {t('symptoms.hint', { max: GUIDANCE_SYMPTOMS_MAX })}
              </p>
            </header>
            <ul className={styles.symptoms}>
              {data.symptoms.map((symptom) => (
                <li key={symptom.id}>
                  <SymptomCard
                    symptom={symptom}
                    chosen={chosen.includes(symptom.id)}
                    onToggle={() => toggle(symptom)}
                  />
                </li>
              ))}
            </ul>
            <div className={styles.bottomBar}>
              <span className={styles.chosenCount} aria-live="polite">
                {t('symptoms.chosen', { count: chosen.length })}
              </span>
              <PrimaryButton
                block={false}
                className={styles.submit}
                disabled={chosen.length === 0}
                onClick={submit}
                data-testid="symptoms-submit"
              >
                {t('symptoms.submit')}
              </PrimaryButton>
            </div>
          </>
        );
      }}
    </QueryView>
  );
}
