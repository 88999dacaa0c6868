import type { Database } from '../client.ts';
import {
  feedbackCategories,
  surveyOptions,
  surveyQuestions,
  surveys,
  thirdPartyApps,
} from '../schema/index.ts';
import { FEEDBACK_CATEGORIES, SURVEYS, THIRD_PARTY_APPS } from './engagement-data.ts';

/** Feedback categories, the two satisfaction surveys and the outside services. */
export async function seedEngagement(db: Database): Promise<void> {
  await db
    .insert(feedbackCategories)
    .values(FEEDBACK_CATEGORIES.map((category, sort) => ({ ...category, sort })));
  await db
    .insert(thirdPartyApps)
    .values(THIRD_PARTY_APPS.map((app, sort) => ({ ...app, kind: 'web' as const, sort })));
  for (const [surveySort, survey] of SURVEYS.entries()) {
    const [surveyRow] = await db
      .insert(surveys)
      .values({ title: survey.title, description: survey.description, sort: surveySort })
      .returning({ id: surveys.id });
    const questionRows = await db
      .insert(surveyQuestions)
      .values(
        survey.questions.map(({ kind, title, required }, sort) => ({
          surveyId: surveyRow!.id,
          kind,
          title,
          required,
          sort,
        })),
      )
      .returning({ id: surveyQuestions.id });
    const options = survey.questions.flatMap((question, index) =>
      question.options.map((label, sort) => ({
        questionId: questionRows[index]!.id,
        label,
        sort,
      })),
    );
    await db.insert(surveyOptions).values(options);
  }
}
