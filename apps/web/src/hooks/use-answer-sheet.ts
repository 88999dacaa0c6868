import {
  judgeAnswerSheet,
  visibleQuestions,
  type AnswerProblem,
  type Questionnaire,
  type QuestionnaireAnswers,
  type QuestionnaireAnswerValue,
} from '@hospital/contract';
import { useState } from 'react';

export type AnswerSheet = ReturnType<typeof useAnswerSheet>;

/**
 * The answers to a hospital questionnaire as the patient gives them: which questions their
 * conditions show, and each question's problem until it is answered again.
 */
export function useAnswerSheet(questionnaire: Questionnaire) {
  const [answers, setAnswers] = useState<QuestionnaireAnswers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = visibleQuestions(questionnaire.questions, answers);

  const answer = (questionId: string, value: QuestionnaireAnswerValue | undefined) => {
    setAnswers(({ [questionId]: _old, ...rest }) =>
      value === undefined ? rest : { ...rest, [questionId]: value },
    );
    setErrors(({ [questionId]: _gone, ...rest }) => rest);
  };

  /**
   * The sheet to send and its problems by question; a follow-up hidden again by a later
   * change is not part of the sheet. `describe` words a problem the page's own way.
   */
  const judge = (describe: (problem: AnswerProblem) => string = (p) => p.message) => {
    const sent: QuestionnaireAnswers = Object.fromEntries(
      shown.flatMap((q) => (answers[q.id] === undefined ? [] : [[q.id, answers[q.id]!]])),
    );
    const { problems } = judgeAnswerSheet(questionnaire.questions, sent);
    return {
      answers: sent,
      problems: Object.fromEntries(problems.map((p) => [p.questionId, describe(p)])),
    };
  };

  /** The answers to send, or nothing after marking each problem and saying how many there are. */
  const check = (sayHowMany: (count: number) => void) => {
    const { answers: sent, problems } = judge();
    const count = Object.keys(problems).length;
    if (count === 0) return sent;
    setErrors(problems);
    sayHowMany(count);
    return undefined;
  };

  /** The server's word on one answer (`answers.<id>`), when that question is on screen. */
  const fieldQuestion = (field: string | undefined) => {
    const questionId = field?.replace(/^answers\./, '');
    return questionId && shown.some((q) => q.id === questionId) ? questionId : undefined;
  };

  return { answers, shown, errors, setErrors, answer, judge, check, fieldQuestion };
}
