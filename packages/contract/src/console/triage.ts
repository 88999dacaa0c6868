import { z } from 'zod';
import { DateSchema, IdParamsSchema, TimestampSchema } from '../common.ts';
import { AppointmentStatusSchema } from '../appointment.ts';
import { PeriodSchema } from '../doctors.ts';
import { defineEndpoint } from '../endpoint.ts';
import { CONSOLE_API_PREFIX, CONSOLE_AREA_ROLES } from '../hospital-side.ts';
import { PrecheckRecordSchema, PrecheckStateSchema } from '../triage.ts';
import { TriageContentSchema } from '../triage-content.ts';
import { PageQuerySchema, pageOf } from './paging.ts';

/**
 * Triage content (body parts, symptoms and their departments, pre-diagnosis questions,
 * red-flag rules) is edited as one draft and published as a numbered version. A draft is
 * published by a second person, so no rule reaches patients unreviewed.
 */
const CONTENT = { staff: CONSOLE_AREA_ROLES.content };
/** The pre-diagnosis a patient wrote is read beside the appointment by the clinic's staff. */
const VISITS = { staff: CONSOLE_AREA_ROLES.visits };

export const TRIAGE_NOTE_MAX = 200;

/** draft: being edited, one at a time; published: what patients get; retired: replaced. */
export const TriageVersionStatusSchema = z.enum(['draft', 'published', 'retired']);
export type TriageVersionStatus = z.infer<typeof TriageVersionStatusSchema>;

export const TriageVersionSchema = z.object({
  id: z.number().int(),
  /** The number patients' results carry; null while a draft. */
  number: z.number().int().positive().nullable(),
  status: TriageVersionStatusSchema,
  note: z.string(),
  editedBy: z.string(),
  editedAt: TimestampSchema,
  publishedBy: z.string().nullable(),
  publishedAt: TimestampSchema.nullable(),
  counts: z.object({
    bodyParts: z.number().int(),
    symptoms: z.number().int(),
    questions: z.number().int(),
    redFlags: z.number().int(),
  }),
});
export type TriageVersion = z.infer<typeof TriageVersionSchema>;

export const TriageVersionDetailSchema = TriageVersionSchema.extend({
  content: TriageContentSchema,
  /** What keeps it from being published (unknown departments, broken references); empty when ready. */
  problems: z.array(z.string()),
});
export type TriageVersionDetail = z.infer<typeof TriageVersionDetailSchema>;

export const triageVersionsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/triage/versions`,
  summary:
    'Every triage content version, the draft first, then published and retired ones newest first',
  auth: CONTENT,
  responses: { 200: z.array(TriageVersionSchema) },
});

export const triageVersionEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/triage/versions/:id`,
  summary: 'One version with its content and what keeps it from being published',
  auth: CONTENT,
  params: IdParamsSchema,
  responses: { 200: TriageVersionDetailSchema },
});

export const SaveTriageDraftSchema = z.object({
  content: TriageContentSchema,
  note: z.string().trim().max(TRIAGE_NOTE_MAX, `修改说明不能超过${TRIAGE_NOTE_MAX}字`).default(''),
});
export type SaveTriageDraft = z.input<typeof SaveTriageDraftSchema>;

export const saveTriageDraftEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/triage/draft`,
  summary:
    'Saves the draft (starting one when there is none); a well-formed draft is kept even with problems, which the answer lists',
  auth: CONTENT,
  body: SaveTriageDraftSchema,
  responses: { 200: TriageVersionDetailSchema },
});

export const publishTriageDraftEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/triage/draft/publish`,
  summary:
    'Publishes the draft as the next version (403 SAME_PERSON for its last editor; 409 with no draft or while it has problems)',
  auth: CONTENT,
  responses: { 200: TriageVersionDetailSchema },
});

export const discardTriageDraftEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${CONSOLE_API_PREFIX}/triage/draft`,
  summary: 'Throws the draft away (404 when there is none)',
  auth: CONTENT,
  responses: { 204: z.null() },
});

// Visits with their pre-diagnosis

export const ConsoleVisitQuerySchema = PageQuerySchema.extend({
  date: DateSchema,
  deptCode: z.string().trim().max(32).optional(),
  /** Only visits whose pre-diagnosis raised a red flag. */
  redFlag: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ConsoleVisitQuery = z.input<typeof ConsoleVisitQuerySchema>;

export const ConsoleVisitSchema = z.object({
  appointmentId: z.number().int(),
  orderNum: z.string(),
  date: DateSchema,
  period: PeriodSchema,
  sequence: z.number().int(),
  status: AppointmentStatusSchema,
  patientName: z.string(),
  deptName: z.string(),
  doctorName: z.string(),
  precheck: PrecheckStateSchema,
  /** The red flag the pre-diagnosis raised, if any. */
  redFlag: z.string().nullable(),
});
export type ConsoleVisit = z.infer<typeof ConsoleVisitSchema>;

export const consoleVisitsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/visits`,
  summary:
    "One day's booked visits (paid or seen) in queue order, with whether the patient answered pre-diagnosis",
  auth: VISITS,
  query: ConsoleVisitQuerySchema,
  responses: { 200: pageOf(ConsoleVisitSchema) },
});

export const consoleVisitPrecheckEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/visits/:id/precheck`,
  summary:
    "A visit with the patient's pre-diagnosis summary (record null before they answer); reading it is audited",
  auth: VISITS,
  params: IdParamsSchema,
  responses: {
    200: z.object({ visit: ConsoleVisitSchema, record: PrecheckRecordSchema.nullable() }),
  },
});
