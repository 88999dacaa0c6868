import type { HisSurvey } from '@hospital/contract/his';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { surveyOptions, surveyQuestions, surveyResponses, surveys } from '../../db/schema/index.ts';

export type HisSurveyQuestion = HisSurvey['questions'][number];
type SurveyHeader = Pick<HisSurvey, 'title' | 'description' | 'sort'>;

/** The survey the HIS knows by `hisId`, locked until the transaction ends. */
export async function lockHisSurvey(db: Database, hisId: string) {
  const [row] = await db.select().from(surveys).where(eq(surveys.hisId, hisId)).for('update');
  return row ?? null;
}

/** Null when another request inserted the same survey first. */
export async function insertHisSurvey(db: Database, hisId: string, header: SurveyHeader) {
  const [row] = await db
    .insert(surveys)
    .values({ hisId, ...header })
    .onConflictDoNothing({ target: surveys.hisId })
    .returning({ id: surveys.id });
  return row?.id ?? null;
}

export async function updateSurveyHeader(db: Database, id: number, header: SurveyHeader) {
  await db.update(surveys).set(header).where(eq(surveys.id, id));
}

export async function hasResponses(db: Database, surveyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, surveyId))
    .limit(1);
  return rows.length > 0;
}

/** The questions as the HIS sends them: in order, options as labels. */
export async function listQuestionsAsSent(
  db: Database,
  surveyId: number,
): Promise<HisSurveyQuestion[]> {
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.sort), asc(surveyQuestions.id));
  if (questions.length === 0) return [];
  const options = await db
    .select()
    .from(surveyOptions)
    .where(
      inArray(
        surveyOptions.questionId,
        questions.map(({ id }) => id),
      ),
    )
    .orderBy(asc(surveyOptions.sort), asc(surveyOptions.id));
  return questions.map((question) => ({
    kind: question.kind,
    title: question.title,
    required: question.required,
    options: options
      .filter((option) => option.questionId === question.id)
      .map((option) => option.label),
  }));
}

/** The survey's questions become exactly `questions`; their options go with the old ones. */
export async function replaceQuestions(
  db: Database,
  surveyId: number,
  questions: readonly HisSurveyQuestion[],
) {
  await db.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId));
  const inserted = await db
    .insert(surveyQuestions)
    .values(
      questions.map((question, sort) => ({
        surveyId,
        sort,
        kind: question.kind,
        title: question.title,
        required: question.required,
      })),
    )
    .returning({ id: surveyQuestions.id, sort: surveyQuestions.sort });
  const options = inserted.flatMap(({ id, sort }) =>
    (questions[sort]?.options ?? []).map((label, optionSort) => ({
      questionId: id,
      sort: optionSort,
      label,
    })),
  );
  if (options.length > 0) await db.insert(surveyOptions).values(options);
}
