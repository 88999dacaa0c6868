import type { PrecheckForm } from '@hospital/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '../../../../components/page.tsx';
import { PrimaryButton } from '../../../../components/primary-button.tsx';
import { links } from '../../../../lib/paths.ts';
import { EditablePrecheckView } from '../components/precheck-form-view.tsx';
import { QuestionList, revealProblems } from '../components/question-list.tsx';
import { VisitSummary } from '../components/visit-summary.tsx';
import { usePreDiagnosisTranslation } from '../i18n/index.ts';
import { useAnswerDraft } from '../lib/answer-store.ts';
import { questionsOf, stepErrors, type QuestionErrors } from '../lib/question-steps.ts';
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
  const { appointmentId } = form.visit;
  const { answers, setAnswer } = useAnswerDraft(appointmentId, form.record?.answers);
  const [errors, setErrors] = useState<QuestionErrors>(
    () => (location.state as PersonInputState | null)?.errors ?? {},
  );
  const questions = questionsOf(form, 'basic', answers);

  const next = () => {
    const found = stepErrors(form, questions, answers);
    setErrors(found);
    if (revealProblems(found, t('input.fixErrors'))) return;
    void navigate(links.preDiagnosisInput(appointmentId));
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
          onAnswer={(code, answer) => {
            setAnswer(code, answer);
            setErrors(({ [code]: _fixed, ...others }) => others);
          }}
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
