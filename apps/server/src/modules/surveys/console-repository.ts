import type { ConsoleSurveySummary, SurveyInput, SurveyResults } from '@hospital/contract/console';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  surveyAnswers,
  surveyOptions,
  surveyQuestions,
  surveyResponses,
  surveys,
} from '../../db/schema/index.ts';

/** The newest written answers a results page shows per text question. */
const TEXTS_SHOWN = 20;

const summaryColumns = {
  id: surveys.id,
  title: surveys.title,
  description: surveys.description,
  sort: surveys.sort,
  hisId: surveys.hisId,
  // Spelled out: without a join Drizzle leaves columns unqualified, and the inner "id" would be the question's.
  questionCount: sql<number>`(select count(*) from ${surveyQuestions} q
    where q.survey_id = ${surveys}.id)`.mapWith(Number),
  responseCount: sql<number>`(select count(*) from ${surveyResponses} r
    where r.survey_id = ${surveys}.id)`.mapWith(Number),
};

export function listSurveysForConsole(db: Database): Promise<ConsoleSurveySummary[]> {
  return db.select(summaryColumns).from(surveys).orderBy(asc(surveys.sort), asc(surveys.id));
}

export async function findSurveySummary(
  db: Database,
  id: number,
): Promise<ConsoleSurveySummary | null> {
  const [row] = await db.select(summaryColumns).from(surveys).where(eq(surveys.id, id));
  return row ?? null;
}

type SurveyHeader = Pick<Required<SurveyInput>, 'title' | 'description' | 'sort'>;

export async function insertSurvey(db: Database, header: SurveyHeader): Promise<number> {
  const [row] = await db.insert(surveys).values(header).returning({ id: surveys.id });
  if (!row) throw new Error('survey insert returned nothing');
  return row.id;
}

/** Counts per option and the newest texts, for each question of the survey in order. */
export async function surveyResults(
  db: Database,
  survey: { id: number; title: string; responseCount: number },
): Promise<SurveyResults> {
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, survey.id))
    .orderBy(asc(surveyQuestions.sort), asc(surveyQuestions.id));
  const questionIds = questions.map(({ id }) => id);
  if (questionIds.length === 0) return { ...survey, questions: [] };
  const [options, chosen, answered, texts] = await Promise.all([
    db
      .select()
      .from(surveyOptions)
      .where(inArray(surveyOptions.questionId, questionIds))
      .orderBy(asc(surveyOptions.sort), asc(surveyOptions.id)),
    db
      .select({ optionId: surveyAnswers.optionId, n: count() })
      .from(surveyAnswers)
      .where(and(inArray(surveyAnswers.questionId, questionIds), isNotNull(surveyAnswers.optionId)))
      .groupBy(surveyAnswers.optionId),
    db
      .select({
        questionId: surveyAnswers.questionId,
        n: sql<number>`count(distinct ${surveyAnswers.responseId})`.mapWith(Number),
      })
      .from(surveyAnswers)
      .where(inArray(surveyAnswers.questionId, questionIds))
      .groupBy(surveyAnswers.questionId),
    db
      .select({ questionId: surveyAnswers.questionId, text: surveyAnswers.text })
      .from(surveyAnswers)
      .where(and(inArray(surveyAnswers.questionId, questionIds), isNotNull(surveyAnswers.text)))
      .orderBy(desc(surveyAnswers.id)),
  ]);
  const countOf = new Map(chosen.map((row) => [row.optionId, row.n]));
  const answeredOf = new Map(answered.map((row) => [row.questionId, row.n]));
  return {
    ...survey,
    questions: questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      title: question.title,
      answered: answeredOf.get(question.id) ?? 0,
      options: options
        .filter((option) => option.questionId === question.id)
        .map((option) => ({
          id: option.id,
          label: option.label,
          count: countOf.get(option.id) ?? 0,
        })),
      texts: texts
        .filter((row) => row.questionId === question.id)
        .slice(0, TEXTS_SHOWN)
        .map((row) => row.text ?? ''),
    })),
  };
}

/** Holds the survey until the transaction ends, so an answer sheet and an edit cannot cross. */
export async function lockSurvey(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(eq(surveys.id, id))
    .for('update');
  return rows.length > 0;
}
