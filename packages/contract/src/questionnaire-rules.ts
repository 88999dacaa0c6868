import {
  FEVER_THRESHOLD,
  TEMPERATURE_MAX,
  TEMPERATURE_MIN,
  TEXT_ANSWER_MAX,
  type QuestionnaireAnswers,
  type QuestionnaireAnswerValue,
  type QuestionnaireQuestion,
} from './questionnaires.ts';

/**
 * Judging an answer sheet, shared by the server (which stores it) and the web app (which
 * shows the follow-up questions and marks problems without a round trip).
 */

/**
 * missing: a required question shown but unanswered; unknown-question: no such question;
 * not-asked: an answer to a question its condition hides; wrong-kind: a number for a choice
 * and the like; unknown-option: a value the question does not offer; out-of-range: a
 * temperature outside 35.0–42.0 °C; too-long: a text answer over the limit.
 */
export type AnswerProblemCode =
  | 'missing'
  | 'unknown-question'
  | 'not-asked'
  | 'wrong-kind'
  | 'unknown-option'
  | 'out-of-range'
  | 'too-long';

export interface AnswerProblem {
  questionId: string;
  code: AnswerProblemCode;
  message: string;
}

export interface AnswerJudgement {
  problems: AnswerProblem[];
  /** Any chosen option marked risk, or a temperature from 37.3 °C. */
  risk: boolean;
  /** The questions whose answers made the risk, in questionnaire order. */
  reasons: string[];
}

const chosen = (value: QuestionnaireAnswerValue | undefined): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];

const isEmpty = (value: QuestionnaireAnswerValue | undefined): boolean =>
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Which questions the patient is asked given these answers: a condition follows its parent. */
export function visibleQuestions(
  questions: readonly QuestionnaireQuestion[],
  answers: QuestionnaireAnswers,
): QuestionnaireQuestion[] {
  const shown = new Set<string>();
  return questions.filter((question) => {
    const condition = question.showIf;
    const visible =
      !condition ||
      (shown.has(condition.question) &&
        chosen(answers[condition.question]).some((value) => condition.values.includes(value)));
    if (visible) shown.add(question.id);
    return visible;
  });
}

/** What is wrong with one shown, non-empty answer; null when it fits its question. */
function answerProblem(
  question: QuestionnaireQuestion,
  value: QuestionnaireAnswerValue,
): Omit<AnswerProblem, 'questionId'> | null {
  const label = `“${question.text}”`;
  const wrongKind = { code: 'wrong-kind', message: `${label}的回答格式不对` } as const;
  switch (question.kind) {
    case 'single':
    case 'multi': {
      if (question.kind === 'single' ? typeof value !== 'string' : !Array.isArray(value))
        return wrongKind;
      const values = chosen(value);
      const offered = new Set(question.options.map((option) => option.value));
      if (values.some((each) => !offered.has(each)))
        return { code: 'unknown-option', message: `${label}没有这个选项` };
      if (new Set(values).size !== values.length) return wrongKind;
      return null;
    }
    case 'text':
      if (typeof value !== 'string') return wrongKind;
      if (value.trim().length > TEXT_ANSWER_MAX)
        return { code: 'too-long', message: `${label}不能超过${TEXT_ANSWER_MAX}字` };
      return null;
    case 'temperature':
      if (typeof value !== 'number') return wrongKind;
      if (!(value >= TEMPERATURE_MIN && value <= TEMPERATURE_MAX))
        return {
          code: 'out-of-range',
          message: `${label}应在${TEMPERATURE_MIN.toFixed(1)}～${TEMPERATURE_MAX.toFixed(1)}℃之间`,
        };
      return null;
  }
}

function isRisky(question: QuestionnaireQuestion, value: QuestionnaireAnswerValue): boolean {
  if (question.kind === 'temperature') return typeof value === 'number' && value >= FEVER_THRESHOLD;
  const values = chosen(value);
  return question.options.some((option) => option.risk && values.includes(option.value));
}

/**
 * Checks a sheet against the questions (each problem named by question) and works out its
 * risk from the shown questions only. A sheet with problems is not stored; its risk is
 * still reported so the app can warn while the patient is answering.
 */
export function judgeAnswerSheet(
  questions: readonly QuestionnaireQuestion[],
  answers: QuestionnaireAnswers,
): AnswerJudgement {
  const problems: AnswerProblem[] = [];
  const reasons: string[] = [];
  const known = new Set(questions.map((question) => question.id));
  const shown = visibleQuestions(questions, answers);
  const shownIds = new Set(shown.map((question) => question.id));

  for (const questionId of Object.keys(answers)) {
    if (!known.has(questionId))
      problems.push({ questionId, code: 'unknown-question', message: '问卷中没有这道题' });
  }
  for (const question of questions) {
    const value = answers[question.id];
    if (!shownIds.has(question.id)) {
      if (value !== undefined)
        problems.push({
          questionId: question.id,
          code: 'not-asked',
          message: `“${question.text}”不需要回答`,
        });
      continue;
    }
    if (isEmpty(value)) {
      if (question.required)
        problems.push({
          questionId: question.id,
          code: 'missing',
          message: `请回答“${question.text}”`,
        });
      continue;
    }
    const problem = answerProblem(question, value!);
    if (problem) problems.push({ questionId: question.id, ...problem });
    else if (isRisky(question, value!)) reasons.push(question.id);
  }
  return { problems, risk: reasons.length > 0, reasons };
}
