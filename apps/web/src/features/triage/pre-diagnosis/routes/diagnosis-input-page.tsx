import type { PrecheckForm } from '@hospital/contract';
import { Button, Steps } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../../components/page.tsx';
import { PrimaryButton } from '../../../../components/primary-button.tsx';
import { showToast } from '../../../../components/toast.ts';
import { links } from '../../../../lib/paths.ts';
import { divertTo } from '../../diversion/divert-to.ts';
import { useSavePrecheck } from '../api/save-precheck.ts';
import { EditablePrecheckView } from '../components/precheck-form-view.tsx';
import { QuestionList } from '../components/question-list.tsx';
import { useQuestionStep } from '../hooks/use-question-step.ts';
import { usePreDiagnosisTranslation } from '../i18n/index.ts';
import { clearDraft } from '../lib/answer-store.ts';
import {
  ANSWER_ORDER,
  askedAnswers,
  INPUT_STEPS,
  type QuestionErrors,
} from '../lib/question-steps.ts';
import { toSaveFailure } from '../lib/save-failure.ts';
import type { PersonInputState } from './person-input-page.tsx';
import styles from './pre-diagnosis-pages.module.css';

/** /preDiagnosis/preDiagnosisInput?appointmentId=: this visit's questions, then history and allergies. */
export function DiagnosisInputPage() {
  const { t } = usePreDiagnosisTranslation();
  return (
    <Page title={t('title.input')}>
      <EditablePrecheckView>{(form) => <DiagnosisInput form={form} />}</EditablePrecheckView>
    </Page>
  );
}

function DiagnosisInput({ form }: { form: PrecheckForm }) {
  const { t } = usePreDiagnosisTranslation();
  const navigate = useNavigate();
  const save = useSavePrecheck();
  const { appointmentId } = form.visit;
  const [step, setStep] = useState(0);
  const group = INPUT_STEPS[step] ?? 'visit';
  const last = step === INPUT_STEPS.length - 1;
  const { answers, questions, errors, answer, showErrors, checkStep } = useQuestionStep(
    form,
    group,
  );

  const goTo = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  /** Sends the patient where a problem is: a basic question's page, or the step holding it. */
  const showProblems = (found: QuestionErrors, where: (typeof ANSWER_ORDER)[number]) => {
    if (where === 'basic') {
      const state: PersonInputState = { errors: found };
      return void navigate(links.preDiagnosisPersonInput(appointmentId), { state });
    }
    goTo(INPUT_STEPS.indexOf(where));
    showErrors(found);
  };

  const next = async () => {
    // Every step sends the answers so far: a red flag among them diverts the patient at once,
    // however much is still unanswered (the server keeps it for the doctor).
    const result = await save.mutateAsync({ appointmentId, answers: askedAnswers(form, answers) });
    if (result.ok && result.data.redFlag) {
      clearDraft(appointmentId);
      return divertTo(navigate, result.data.redFlag);
    }
    const failure = result.ok ? null : toSaveFailure(result, form.questions);
    // A closed visit re-renders read only once the refreshed form arrives.
    if (failure && failure.kind !== 'question') return showToast(failure.message, 'long');
    const reached = ANSWER_ORDER.slice(0, ANSWER_ORDER.indexOf(group) + 1);
    // Questions the patient has not reached yet are expected to be unanswered.
    const refused = failure && reached.includes(failure.group) ? failure : null;
    if (refused && refused.group !== group)
      return showProblems({ [refused.question]: refused.message }, refused.group);
    if (checkStep(refused ? { [refused.question]: refused.message } : {})) return;
    if (!last) return goTo(step + 1);
    clearDraft(appointmentId);
    void navigate(links.preDiagnosisResult(appointmentId), { replace: true });
  };

  return (
    <>
      <div className={styles.steps}>
        <Steps current={step}>
          {INPUT_STEPS.map((name) => (
            <Steps.Step key={name} title={t(`steps.${name}`)} />
          ))}
        </Steps>
      </div>
      {questions.length === 0 && <p className={styles.notice}>{t('input.noQuestions')}</p>}
      <QuestionList
        questions={questions}
        answers={answers}
        errors={errors}
        catalogue={form.symptoms}
        onAnswer={answer}
      />
      <div className={styles.actions}>
        {step > 0 && (
          <Button size="large" shape="rounded" onClick={() => goTo(step - 1)}>
            {t('input.previous')}
          </Button>
        )}
        <PrimaryButton
          loading={save.isPending}
          onClick={() => void next()}
          data-testid="precheck-next"
        >
          {last ? t('input.submit') : t('input.next')}
        </PrimaryButton>
      </div>
    </>
  );
}
