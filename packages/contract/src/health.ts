import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { DictItemSchema } from './patients.ts';
import {
  QuestionnaireAnswersSchema,
  QuestionnaireSchema,
  QuestionnaireSnapshotSchema,
  type QuestionnaireKey,
} from './questionnaires.ts';

/**
 * Health registration (新冠/健康登记): a visitor, an outpatient or the carer of an inpatient
 * declares their health for one of the account's own patients and gets a door pass that
 * lasts HEALTH_PASS_HOURS. The pass carries a code the server signs; the door guard's console
 * page checks it, so a pass edited in the browser reads as invalid.
 *
 * The spec names six calls; what each means here:
 * - dictItemData: the questionnaire of a registration kind (from the hospital's dictionaries);
 * - queryDictItem: the small fixed lists the forms offer, by type (the registration kinds);
 * - list: the account's own registrations, newest first;
 * - findHealthRecord: one of them with the answers exactly as given and its pass;
 * - inpat: the inpatients this account declared caring for before, to fill the carer's form
 *   (there is no inpatient data to read yet, so the carer types the ward and bed);
 * - save: one declaration, judged by the server.
 */

/** How long a pass admits its holder after it was issued. */
export const HEALTH_PASS_HOURS = 24;

export const HEALTH_TEXT_MAX = 40;

/** visitor: 访客; outpatient: 门诊就诊; carer: 住院陪护. */
export const HealthKindSchema = z.enum(['visitor', 'outpatient', 'carer']);
export type HealthKind = z.infer<typeof HealthKindSchema>;

/** green: no risk answered; yellow: one risk answer; red: a fever or several risk answers. */
export const PassColourSchema = z.enum(['green', 'yellow', 'red']);
export type PassColour = z.infer<typeof PassColourSchema>;

export const HEALTH_KIND_LABELS: Record<HealthKind, string> = {
  visitor: '访客探视',
  outpatient: '门诊就诊',
  carer: '住院陪护',
};

/** Visitors and outpatients answer one questionnaire; carers, who stay on the ward, another. */
export const HEALTH_QUESTIONNAIRE: Record<HealthKind, QuestionnaireKey> = {
  visitor: 'health-visitor',
  outpatient: 'health-visitor',
  carer: 'health-carer',
};

const text = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `请填写${label}`)
    .max(HEALTH_TEXT_MAX, `${label}不超过${HEALTH_TEXT_MAX}字`);

/**
 * The inpatient a carer looks after, as the carer writes it from the wristband. How the carer
 * is related to them is a question of the hospital's questionnaire, not a field here.
 */
export const InpatientSchema = z.object({
  name: text('住院患者姓名'),
  ward: text('病区'),
  bed: text('床号'),
});
export type Inpatient = z.infer<typeof InpatientSchema>;

/** A server-signed door pass; `code` is what the QR code holds and the guard scans. */
export const HealthPassSchema = z.object({
  code: z.string(),
  colour: PassColourSchema,
  /** The name with all but its last character starred: the pass shows nothing more. */
  maskedName: z.string(),
  issuedAt: TimestampSchema,
  expiresAt: TimestampSchema,
});
export type HealthPass = z.infer<typeof HealthPassSchema>;

export const HealthRecordSummarySchema = z.object({
  id: z.number().int(),
  kind: HealthKindSchema,
  patientId: z.number().int(),
  patientName: z.string(),
  colour: PassColourSchema,
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema,
  /** By the server's clock when answered, so a phone's wrong clock never revives a pass. */
  expired: z.boolean(),
});
export type HealthRecordSummary = z.infer<typeof HealthRecordSummarySchema>;

export const healthRecordsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health/list',
  summary: "The signed-in account's health registrations, newest first",
  auth: true,
  responses: { 200: z.array(HealthRecordSummarySchema) },
});

/** Only `kind` for now: the questionnaire's own lists live in the hospital's dictionaries. */
export const HealthDictTypeSchema = z.enum(['kind']);

export const healthDictItemsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health/queryDictItem',
  summary: 'The items of one small list the registration forms offer, by type (kind)',
  auth: true,
  query: z.object({ type: HealthDictTypeSchema }),
  responses: { 200: z.array(DictItemSchema) },
});

export const healthInpatientsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health/inpat',
  summary: 'The inpatients this account declared caring for before, newest first, to fill the form',
  auth: true,
  responses: { 200: z.array(InpatientSchema) },
});

export const healthQuestionnaireEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health/dictItemData',
  summary: "The questionnaire a registration kind answers, as the hospital's dictionaries hold it",
  auth: true,
  query: z.object({ kind: HealthKindSchema }),
  responses: { 200: QuestionnaireSchema },
});

export const HealthRecordDetailSchema = HealthRecordSummarySchema.extend({
  inpatient: InpatientSchema.nullable(),
  /** The questions as shown and the answers as given. */
  snapshot: QuestionnaireSnapshotSchema,
  /** The question ids whose answers carry a risk. */
  reasons: z.array(z.string()),
  pass: HealthPassSchema,
});
export type HealthRecordDetail = z.infer<typeof HealthRecordDetailSchema>;

export const healthRecordEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health/findHealthRecord',
  summary: "One of the account's registrations with its answers and its door pass",
  auth: true,
  query: z.object({ id: IdSchema }),
  responses: { 200: HealthRecordDetailSchema },
});

export const SaveHealthRecordSchema = z.object({
  patientId: IdSchema,
  kind: HealthKindSchema,
  /** The questionnaire version the form showed; a newer one must be answered afresh. */
  version: z.number().int().positive(),
  answers: QuestionnaireAnswersSchema,
  /** Required for a carer, refused for anyone else. */
  inpatient: InpatientSchema.optional(),
});
export type SaveHealthRecord = z.infer<typeof SaveHealthRecordSchema>;

export const saveHealthRecordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/health/save',
  summary: "Declares the health of one of the account's patients and issues the door pass",
  auth: true,
  body: SaveHealthRecordSchema,
  responses: { 200: HealthRecordDetailSchema },
});

/** What the door guard's page learns from a scanned code: nothing beyond what the pass shows. */
export const PassCheckSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.enum(['valid', 'expired']),
    colour: PassColourSchema,
    maskedName: z.string(),
    kind: HealthKindSchema,
    issuedAt: TimestampSchema,
    expiresAt: TimestampSchema,
  }),
  /** Not signed by this hospital, edited, or its registration no longer exists. */
  z.object({ status: z.literal('invalid') }),
]);
export type PassCheck = z.infer<typeof PassCheckSchema>;

export const HEALTH_PASS_CODE_MAX = 512;
