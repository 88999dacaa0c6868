import {
  judgeAnswerSheet,
  type AnswerProblem,
  type Questionnaire,
  type QuestionnaireAnswers,
  type QuestionnaireKey,
  type QuestionnaireSnapshot,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { conflict, HttpError, notFound } from '../../http/http-error.ts';
import { currentVersion, type VersionRow } from './repository.ts';

type Deps = Pick<ServerDeps, 'db'>;

export const toQuestionnaire = (row: VersionRow): Questionnaire => ({
  key: row.key,
  version: row.version,
  title: row.title,
  questions: row.questions,
});

/** The version patients answer now. */
export async function currentQuestionnaire(
  deps: Deps,
  key: QuestionnaireKey,
): Promise<Questionnaire> {
  const row = await currentVersion(deps.db, key);
  if (!row) throw notFound('问卷尚未设置，请联系医院');
  return toQuestionnaire(row);
}

export type JudgedAnswers =
  | {
      ok: true;
      /** Store this: the questions exactly as shown, with the answers as given. */
      snapshot: QuestionnaireSnapshot;
      risk: boolean;
      /** The ids of the questions whose answers made the risk. */
      reasons: string[];
    }
  | { ok: false; problems: AnswerProblem[] };

export const QUESTIONNAIRE_CHANGED_CODE = 'QUESTIONNAIRE_CHANGED';

/**
 * Judges a patient's answers against the current version of the questionnaire. When the
 * patient answered an older version (`version`, as the page got it), the sheet is refused
 * with 409: a question added since (a new risk area) must not go unasked.
 */
export async function judgeAnswers(
  deps: Deps,
  key: QuestionnaireKey,
  answers: QuestionnaireAnswers,
  version?: number,
): Promise<JudgedAnswers> {
  const questionnaire = await currentQuestionnaire(deps, key);
  if (version !== undefined && version !== questionnaire.version)
    throw conflict('问卷已更新，请刷新后重新填写', QUESTIONNAIRE_CHANGED_CODE);
  const { problems, risk, reasons } = judgeAnswerSheet(questionnaire.questions, answers);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, snapshot: { ...questionnaire, answers }, risk, reasons };
}

/** The 400 for a refused sheet: the first problem's words, its question as the field. */
export function answerProblemsError(problems: readonly AnswerProblem[]): HttpError {
  const [first] = problems;
  return new HttpError(400, first?.message ?? '问卷填写有误', 'ANSWER_PROBLEMS', first?.questionId);
}

/** The questions whose answers made the risk, in the words the patient was asked. */
export function reasonsAsAsked(sheet: QuestionnaireSnapshot, reasons: readonly string[]) {
  const textOf = new Map(sheet.questions.map((question) => [question.id, question.text]));
  return reasons.map((questionId) => ({ questionId, text: textOf.get(questionId) ?? questionId }));
}

/** What a module stores of a sheet that passed: the questions as shown with their answers. */
export interface AcceptedSheet {
  sheet: QuestionnaireSnapshot;
  risk: boolean;
  reasons: string[];
  savedAt: Date;
}

/**
 * Judges a patient's sheet and refuses it whole (400 naming the question, 409 for an
 * outdated form) before the caller writes anything, so every module that keeps answered
 * questionnaires stores the same judged snapshot stamped with the same clock.
 */
export async function acceptAnswers(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  key: QuestionnaireKey,
  input: { answers: QuestionnaireAnswers; version?: number | undefined },
): Promise<AcceptedSheet> {
  const judged = await judgeAnswers(deps, key, input.answers, input.version);
  if (!judged.ok) throw answerProblemsError(judged.problems);
  return {
    sheet: judged.snapshot,
    risk: judged.risk,
    reasons: judged.reasons,
    savedAt: deps.clock.now(),
  };
}
