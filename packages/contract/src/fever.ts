import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  QuestionnaireAnswersSchema,
  QuestionnaireSchema,
  QuestionnaireSnapshotSchema,
} from './questionnaires.ts';

/**
 * The fever clinic's pre-screening: a patient answers the hospital's `fever` questionnaire
 * for one of their own patients, the server judges it, and a risk answer sends them to the
 * fever clinic (its own entrance, what to bring, the way there) instead of the ordinary
 * outpatient halls.
 */

/** Where the fever clinic is and how to get there, the same for every patient. */
export const FeverClinicSchema = z.object({
  name: z.string(),
  /** `急诊楼 2楼`, from the hospital map; the hospital's address when the map has no such place. */
  location: z.string(),
  /** The map's note on the place (its separate entrance). */
  note: z.string(),
  route: z.array(z.string()),
  bring: z.array(z.string()),
  phone: z.string(),
});
export type FeverClinic = z.infer<typeof FeverClinicSchema>;

/** fever-clinic: a risk answer; outpatient: none, the ordinary halls. */
export const FeverDestinationSchema = z.enum(['fever-clinic', 'outpatient']);
export type FeverDestination = z.infer<typeof FeverDestinationSchema>;

export const FeverReasonSchema = z.object({ questionId: z.string(), text: z.string() });

/** A stored pre-screening: the sheet as answered and where it sent the patient. */
export const FeverRecordSchema = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  destination: FeverDestinationSchema,
  /** The questions whose answers made the risk, with their words as asked. */
  reasons: z.array(FeverReasonSchema),
  sheet: QuestionnaireSnapshotSchema,
  savedAt: TimestampSchema,
});
export type FeverRecord = z.infer<typeof FeverRecordSchema>;

export const feverDictEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/research/getDictItemData',
  summary:
    "The fever pre-screening questions and the fever clinic's place; with recordId, that record of mine too (404 for anyone else's)",
  auth: true,
  query: z.object({ recordId: IdSchema.optional() }),
  responses: {
    200: z.object({
      questionnaire: QuestionnaireSchema,
      clinic: FeverClinicSchema,
      record: FeverRecordSchema.nullable(),
    }),
  },
});

export const SaveFeverSchema = z.object({
  patientId: IdSchema,
  /** The questionnaire version the page showed; 409 QUESTIONNAIRE_CHANGED when it is no longer current. */
  version: z.number('缺少问卷版本').int().positive(),
  answers: QuestionnaireAnswersSchema,
});
export type SaveFever = z.infer<typeof SaveFeverSchema>;

export const saveFeverEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/research/save',
  summary:
    "Stores the answers for one of my patients as answered and says where to go (400 naming the question; 404 for another account's patient)",
  auth: true,
  body: SaveFeverSchema,
  responses: { 200: z.object({ record: FeverRecordSchema, clinic: FeverClinicSchema }) },
});
