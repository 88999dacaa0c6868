import type { PrecheckForm } from '@hospital/contract';
import { Button, Steps } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../../components/page.tsx';
import { PrimaryButton } from '../../../../components/primary-button.tsx';
import { showToast } from '../../../../components/toast.ts';
import { links } from '../../../../lib/paths.ts';
import { useSavePrecheck } from '../api/save-precheck.ts';
import { ClosedNotice } from '../components/closed-notice.tsx';
import { PrecheckFormView } from '../components/precheck-form-view.tsx';
import { QuestionList, revealProblems } from '../components/question-list.tsx';
import { usePreDiagnosisTranslation } from '../i18n/index.ts';
import { clearDraft, useAnswerDraft } from '../lib/answer-store.ts';
import { divertTo } from '../lib/divert.ts';
import {
  ANSWER_ORDER,
  askedAnswers,
  INPUT_STEPS,
  questionsOf,
  stepErrors,
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
      <PrecheckFormView>
        {(form) =>
          form.editable ? (
            <DiagnosisInput form={form} />
          ) : (
            <ClosedNotice appointmentId={form.visit.appointmentId} />
          )
        }
      </PrecheckFormView>
    </Page>
  );
}

function DiagnosisInput({ form }: { form: PrecheckForm }) {
  const { t } = usePreDiagnosisTranslation();
  const navigate = useNavigate();
  const save = useSavePrecheck();
  const { appointmentId } = form.visit;
  const { answers, setAnswer } = useAnswerDraft(appointmentId, form.record?.answers);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<QuestionErrors>({});
  const group = INPUT_STEPS[step] ?? 'visit';
  const last = step === INPUT_STEPS.length - 1;
  const questions = questionsOf(form, group, answers);

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
    setErrors(found);
    goTo(INPUT_STEPS.indexOf(where));
    revealProblems(found, t('input.fixErrors'));
  };

  const next = () => {
    const found = stepErrors(form, questions, answers);
    setErrors(found);
    if (revealProblems(found, t('input.fixErrors'))) return;
    if (!last) return goTo(step + 1);
    void submit();
  };

  const submit = async () => {
    // Earlier steps are checked again: an answer there may have been cleared on the way.
    for (const where of ANSWER_ORDER) {
      const found = stepErrors(form, questionsOf(form, where, answers), answers);
      if (Object.keys(found).length > 0) return showProblems(found, where);
    }
    const result = await save.mutateAsync({ appointmentId, answers: askedAnswers(form, answers) });
    if (result.ok) {
      clearDraft(appointmentId);
      if (result.data.redFlag) return void divertTo(navigate, result.data.redFlag);
      return void navigate(links.preDiagnosisResult(appointmentId), { replace: true });
    }
    const failure = toSaveFailure(result, form.questions);
    if (failure.kind === 'question')
      return showProblems({ [failure.question]: failure.message }, failure.group);
    // A closed visit re-renders read-only once the refreshed form arrives.
    showToast(failure.message, 'long');
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
        onAnswer={(code, answer) => {
          setAnswer(code, answer);
          setErrors(({ [code]: _fixed, ...others }) => others);
        }}
      />
      <div className={styles.actions}>
        {step > 0 && (
          <Button size="large" shape="rounded" onClick={() => goTo(step - 1)}>
            {t('input.previous')}
          </Button>
        )}
        <PrimaryButton loading={save.isPending} onClick={next} data-testid="precheck-next">
          {last ? t('input.submit') : t('input.next')}
        </PrimaryButton>
      </div>
    </>
  );
}
