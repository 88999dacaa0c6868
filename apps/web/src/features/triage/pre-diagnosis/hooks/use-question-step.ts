import type { PrecheckForm, QuestionGroup, TriageAnswer } from '@hospital/contract';
import { useState } from 'react';
import { revealProblems } from '../components/question-list.tsx';
import { usePreDiagnosisTranslation } from '../i18n/index.ts';
import { useAnswerDraft } from '../lib/answer-store.ts';
import { questionsOf, stepErrors, type QuestionErrors } from '../lib/question-steps.ts';

/**
 * One step of pre-diagnosis questions: the visit's draft answers, the questions of the group
 * that apply to them, and their problems. `initialErrors` are problems another page found.
 */
export function useQuestionStep(
  form: PrecheckForm,
  group: QuestionGroup,
  initialErrors: QuestionErrors = {},
) {
  const { t } = usePreDiagnosisTranslation();
  const { answers, setAnswer } = useAnswerDraft(form.visit.appointmentId, form.record?.answers);
  const [errors, setErrors] = useState(initialErrors);
  const questions = questionsOf(form, group, answers);

  // A new answer is judged again when the patient goes on, not while typing.
  const answer = (code: string, value: TriageAnswer | undefined) => {
    setAnswer(code, value);
    setErrors(({ [code]: _fixed, ...others }) => others);
  };

  /** Shows these problems and brings the first into view; true when there is one. */
  const showErrors = (found: QuestionErrors) => {
    setErrors(found);
    return revealProblems(found, t('input.fixErrors'));
  };

  /** Judges the questions on screen, with problems only the server found on top. */
  const checkStep = (serverErrors: QuestionErrors = {}) =>
    showErrors({ ...stepErrors(form, questions, answers), ...serverErrors });

  return { answers, questions, errors, answer, showErrors, checkStep };
}
