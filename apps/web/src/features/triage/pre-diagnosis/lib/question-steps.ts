import {
  applicableQuestions,
  checkAnswers,
  type PrecheckForm,
  type Question,
  type QuestionGroup,
  type TriageAnswers,
} from '@hospital/contract';

/** The question steps of the input page, after the basic information of its own page. */
export const INPUT_STEPS = ['visit', 'history'] as const satisfies readonly QuestionGroup[];

/** Every group in the order the patient answers it: the basic page first, then the steps. */
export const ANSWER_ORDER = ['basic', ...INPUT_STEPS] as const satisfies readonly QuestionGroup[];

/** Problems of the questions on screen, by question code. */
export type QuestionErrors = Partial<Record<string, string>>;

/** The questions of a group that apply to the answers so far, follow-ups included. */
export const questionsOf = (form: PrecheckForm, group: QuestionGroup, answers: TriageAnswers) =>
  applicableQuestions(form.questions, answers, form.patient.ageMonths).filter(
    (question) => question.group === group,
  );

/**
 * Every problem of the questions on one step, judged by the same rules the server applies on
 * save, so the patient reads the server's words before sending anything.
 */
export function stepErrors(
  form: PrecheckForm,
  questions: readonly Question[],
  answers: TriageAnswers,
): QuestionErrors {
  const errors: QuestionErrors = {};
  const catalogue = form.symptoms.map((symptom) => ({ code: symptom.id }));
  for (const question of questions) {
    const answer = answers[question.code];
    // Judged alone: whether it applies was settled on all the answers above.
    const check = checkAnswers(
      { questions: [{ ...question, showIf: undefined }], symptoms: catalogue },
      answer === undefined ? {} : { [question.code]: answer },
      form.patient.ageMonths,
    );
    if (!check.ok) errors[question.code] = check.message;
  }
  return errors;
}

/** Only answers to questions that apply are sent: what is stored is exactly what was asked. */
export function askedAnswers(form: PrecheckForm, answers: TriageAnswers): TriageAnswers {
  const kept: TriageAnswers = {};
  for (const { code } of applicableQuestions(form.questions, answers, form.patient.ageMonths)) {
    const answer = answers[code];
    if (answer !== undefined) kept[code] = answer;
  }
  return kept;
}
