import { z } from 'zod';
import { TimestampSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { CONSOLE_API_PREFIX, CONSOLE_AREA_ROLES } from '../hospital-side.ts';
import {
  QuestionListSchema,
  QuestionnaireKeySchema,
  QuestionnaireSchema,
  QuestionnaireTitleSchema,
} from '../questionnaires.ts';

/**
 * The content role edits the questionnaires patients answer. Each save is the next version
 * at once (patients' sheets keep the questions they saw), so the editor names the version
 * it started from and a save over someone else's newer one is refused.
 */
const CONTENT = { staff: CONSOLE_AREA_ROLES.content };

export const QUESTIONNAIRE_NOTE_MAX = 200;

export const QuestionnaireSummarySchema = z.object({
  key: QuestionnaireKeySchema,
  title: z.string(),
  version: z.number().int().positive(),
  questionCount: z.number().int(),
  /** The staff member's name; the starting content's own label for the seeded version. */
  editedBy: z.string(),
  editedAt: TimestampSchema,
});
export type QuestionnaireSummary = z.infer<typeof QuestionnaireSummarySchema>;

export const QuestionnaireDetailSchema = QuestionnaireSchema.extend({
  note: z.string(),
  editedBy: z.string(),
  editedAt: TimestampSchema,
});
export type QuestionnaireDetail = z.infer<typeof QuestionnaireDetailSchema>;

export const QuestionnaireKeyParamsSchema = z.object({ key: QuestionnaireKeySchema });

export const consoleQuestionnairesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/questionnaires`,
  summary: 'Every questionnaire at its current version, in a fixed order',
  auth: CONTENT,
  responses: { 200: z.array(QuestionnaireSummarySchema) },
});

export const consoleQuestionnaireEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/questionnaires/:key`,
  summary: 'One questionnaire at its current version, with its questions',
  auth: CONTENT,
  params: QuestionnaireKeyParamsSchema,
  responses: { 200: QuestionnaireDetailSchema },
});

export const SaveQuestionnaireSchema = z.object({
  /** The version the edit started from; 409 VERSION_CHANGED when another save came first. */
  version: z.number('缺少版本号').int().positive(),
  title: QuestionnaireTitleSchema,
  questions: QuestionListSchema,
  note: z
    .string()
    .trim()
    .max(QUESTIONNAIRE_NOTE_MAX, `修改说明不能超过${QUESTIONNAIRE_NOTE_MAX}字`)
    .default(''),
});
export type SaveQuestionnaire = z.input<typeof SaveQuestionnaireSchema>;

export const saveQuestionnaireEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/questionnaires/:key`,
  summary:
    'Saves the questionnaire as its next version, which patients get at once (409 VERSION_CHANGED when the edit started from an older one)',
  auth: CONTENT,
  params: QuestionnaireKeyParamsSchema,
  body: SaveQuestionnaireSchema,
  responses: { 200: QuestionnaireDetailSchema },
});
