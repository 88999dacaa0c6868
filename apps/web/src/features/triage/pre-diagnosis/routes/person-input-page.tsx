import type { PrecheckForm } from '@hospital/contract';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '../../../../components/page.tsx';
import { PrimaryButton } from '../../../../components/primary-button.tsx';
import { links } from '../../../../lib/paths.ts';
import { EditablePrecheckView } from '../components/precheck-form-view.tsx';
import { QuestionList } from '../components/question-list.tsx';
import { VisitSummary } from '../components/visit-summary.tsx';
import { useQuestionStep } from '../hooks/use-question-step.ts';
import { usePreDiagnosisTranslation } from '../i18n/index.ts';
import type { QuestionErrors } from '../lib/question-steps.ts';
import styles from './pre-diagnosis-pages.module.css';

/** What the question page hands back when the server refused a basic answer. */
export interface PersonInputState {
  errors: QuestionErrors;
}

/** /preDiagnosis/preDiagnosispersonInput?appointmentId=: who the visit is for, and the basic questions. */
export function PersonInputPage() {
  const { t } = usePreDiagnosisTranslation();
  return (
    <Page title={t('title.person')}>
      <EditablePrecheckView>{(form) => <PersonInput form={form} />}</EditablePrecheckView>
    </Page>
  );
}

function PersonInput({ form }: { form: PrecheckForm }) {
  const { t } = usePreDiagnosisTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { answers, questions, errors, answer, checkStep } = useQuestionStep(
    form,
    'basic',
    (location.state as PersonInputState | null)?.errors,
  );

  const next = () => {
    if (checkStep()) return;
    void navigate(links.preDiagnosisInput(form.visit.appointmentId));
  };

  return (
    <>
      <VisitSummary form={form} detailed />
      <p className={`${styles.muted} ${styles.meta}`}>{t('person.readOnly')}</p>
      {questions.length > 0 && (
        <QuestionList
          questions={questions}
          answers={answers}
          errors={errors}
          catalogue={form.symptoms}
          onAnswer={answer}
        />
      )}
      <div className={styles.actions}>
        <PrimaryButton onClick={next} data-testid="precheck-person-next">
          {t('person.next')}
        </PrimaryButton>
      </div>
    </>
  );
}
