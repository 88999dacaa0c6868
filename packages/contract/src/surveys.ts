import { z } from 'zod';
import { IdParamsSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const SURVEY_TEXT_MAX = 500;

export const SurveySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  questionCount: z.number().int().nonnegative(),
  /** When the signed-in user answered; null before. */
  answeredAt: TimestampSchema.nullable(),
});
export type SurveySummary = z.infer<typeof SurveySummarySchema>;

export const surveysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/surveys',
  summary: 'Surveys, each with whether the signed-in user has answered it',
  auth: true,
  responses: { 200: z.array(SurveySummarySchema) },
});

export const SurveyQuestionKindSchema = z.enum(['single', 'multiple', 'text']);
export type SurveyQuestionKind = z.infer<typeof SurveyQuestionKindSchema>;

export const SurveyQuestionSchema = z.object({
  id: z.number().int(),
  kind: SurveyQuestionKindSchema,
  title: z.string(),
  required: z.boolean(),
  /** Empty for text questions. */
  options: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>;

export const SurveyDetailSchema = SurveySummarySchema.extend({
  questions: z.array(SurveyQuestionSchema),
});
export type SurveyDetail = z.infer<typeof SurveyDetailSchema>;

export const surveyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/surveys/:id',
  summary: 'One survey with its questions in order',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: SurveyDetailSchema },
});

/** The form field of a question: `q_<questionId>`. */
export const surveyField = (questionId: number) => `q_${questionId}`;

/**
 * Form fields `q_<questionId>`: an option id for a single choice, option ids joined by
 * commas (or the field repeated) for a multiple choice, the text itself for a text question.
 */
export const SurveyAnswerFormSchema = z.record(
  z.string().max(64),
  z.union([z.string().max(SURVEY_TEXT_MAX * 2), z.array(z.string().max(32)).max(50)]),
);
export type SurveyAnswerForm = z.infer<typeof SurveyAnswerFormSchema>;

export const SurveyAnswerResultSchema = z.object({
  surveyId: z.number().int(),
  answeredAt: TimestampSchema,
});

/** The survey service takes form-encoded posts under /xgwj, not JSON under /api. */
export const answerSurveyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/xgwj/survey/:id/answer',
  summary: 'Answers a survey once (form-encoded q_<questionId> fields); 409 on a second try',
  auth: true,
  params: IdParamsSchema,
  body: SurveyAnswerFormSchema,
  responses: { 200: SurveyAnswerResultSchema },
});
