import type { SurveyDetail, SurveyQuestion, SurveySummary } from '@hospital/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  surveyAnswers,
  surveyOptions,
  surveyQuestions,
  surveyResponses,
  surveys,
} from '../../db/schema/index.ts';
import { conflict } from '../../http/http-error.ts';

function selectSummaries(db: Database, userId: number) {
  return db
    .select({
      id: surveys.id,
      title: surveys.title,
      description: surveys.description,
      questionCount: sql<number>`(select count(*) from ${surveyQuestions}
        where ${surveyQuestions.surveyId} = ${surveys.id})`.mapWith(Number),
      answeredAt: surveyResponses.createdAt,
    })
    .from(surveys)
    .leftJoin(
      surveyResponses,
      and(eq(surveyResponses.surveyId, surveys.id), eq(surveyResponses.userId, userId)),
    );
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const toSummary = (row: SummaryRow): SurveySummary => ({
  ...row,
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

export async function listSurveys(db: Database, userId: number): Promise<SurveySummary[]> {
  const rows = await selectSummaries(db, userId).orderBy(asc(surveys.sort), asc(surveys.id));
  return rows.map(toSummary);
}

async function listQuestions(db: Database, surveyId: number): Promise<SurveyQuestion[]> {
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.sort), asc(surveyQuestions.id));
  const options =
    questions.length === 0
      ? []
      : await db
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
    id: question.id,
    kind: question.kind,
    title: question.title,
    required: question.required,
    options: options
      .filter((option) => option.questionId === question.id)
      .map(({ id, label }) => ({ id, label })),
  }));
}

export async function findSurvey(
  db: Database,
  userId: number,
  id: number,
): Promise<SurveyDetail | null> {
  const [row] = await selectSummaries(db, userId).where(eq(surveys.id, id));
  if (!row) return null;
  return { ...toSummary(row), questions: await listQuestions(db, id) };
}

export type AnswerValues = { questionId: number; optionId: number | null; text: string | null };

/** Stores an answer sheet; the unique (survey, user) row makes a second sheet a 409. */
export function insertResponse(
  db: Database,
  surveyId: number,
  userId: number,
  answers: readonly AnswerValues[],
): Promise<Date> {
  return db.transaction(async (tx) => {
    const [response] = await tx
      .insert(surveyResponses)
      .values({ surveyId, userId })
      .onConflictDoNothing()
      .returning();
    if (!response) throw conflict('您已参与过该问卷', 'ALREADY_ANSWERED');
    if (answers.length > 0) {
      await tx
        .insert(surveyAnswers)
        .values(answers.map((answer) => ({ ...answer, responseId: response.id })));
    }
    return response.createdAt;
  });
}
