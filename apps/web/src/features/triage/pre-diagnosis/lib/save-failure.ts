import type { Question, QuestionGroup } from '@hospital/contract';
import type { ApiFailure } from '../../../../api/result.ts';

/** What a refused save means to the patient, and where it is shown. */
export type SaveFailure =
  /** A 400 naming a question: shown beside it, on the step that holds it. */
  | { kind: 'question'; question: string; group: QuestionGroup; message: string }
  /** A 409: the visit is over, the answers can no longer change. */
  | { kind: 'closed'; message: string }
  /** A 404: the visit is not the patient's (or no longer exists). */
  | { kind: 'missing'; message: string }
  /** Anything else (the questions changed meanwhile, the network): said in a toast. */
  | { kind: 'other'; message: string };

export function toSaveFailure(failure: ApiFailure, questions: readonly Question[]): SaveFailure {
  if (failure.status === 409) return { kind: 'closed', message: failure.msg };
  if (failure.status === 404) return { kind: 'missing', message: failure.msg };
  // The rules name the question; the body's schema names its path under `answers`.
  const code = failure.field?.replace(/^answers\./, '');
  const question = failure.status === 400 && questions.find((q) => q.code === code);
  return question
    ? { kind: 'question', question: question.code, group: question.group, message: failure.msg }
    : { kind: 'other', message: failure.msg };
}
