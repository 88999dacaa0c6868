import { IdParamsSchema } from '@hospital/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { useSurvey } from '../api/get-survey.ts';
import { useSurveys } from '../api/get-surveys.ts';
import { SurveyCard } from '../components/survey-card.tsx';
import { SurveyForm } from '../components/survey-form.tsx';
import { useSurveysTranslation } from '../i18n/index.ts';
import styles from './survey-list-page.module.css';

const SurveyLinkSchema = z.object({ id: IdParamsSchema.shape.id.optional() });

/**
 * /questionSurvey/surveyList: the surveys with my answered marks; `?id=` opens one to
 * answer, so the back arrow returns to the list.
 */
export function SurveyListPage() {
  const { t } = useSurveysTranslation();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  // Back to the list the survey was opened from, or to the list in place.
  const done = () => {
    if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else setParams({}, { replace: true });
  };
  return (
    <Page title={t('title')}>
      <RequireLinkParams schema={SurveyLinkSchema}>
        {({ id }) =>
          id === undefined ? (
            <SurveyList onAnswer={(surveyId) => setParams({ id: String(surveyId) })} />
          ) : (
            <Survey id={id} onDone={done} />
          )
        }
      </RequireLinkParams>
    </Page>
  );
}

function SurveyList({ onAnswer }: { onAnswer: (id: number) => void }) {
  const { t } = useSurveysTranslation();
  const surveys = useSurveys();
  return (
    <>
      <p className={styles.intro}>{t('list.intro')}</p>
      <QueryView query={surveys} isEmpty={(list) => list.length === 0} emptyTips={t('list.empty')}>
        {(list) => (
          <div className={styles.list}>
            {list.map((survey) => (
              <SurveyCard key={survey.id} survey={survey} onAnswer={() => onAnswer(survey.id)} />
            ))}
          </div>
        )}
      </QueryView>
    </>
  );
}

function Survey({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useSurveysTranslation();
  const survey = useSurvey(id);
  return (
    <QueryView query={survey}>
      {(data) =>
        data.answeredAt === null ? (
          <SurveyForm survey={data} onDone={onDone} />
        ) : (
          <EmptyState tips={t('form.alreadyAnswered')} />
        )
      }
    </QueryView>
  );
}
