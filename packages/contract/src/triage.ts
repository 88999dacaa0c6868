import { z } from 'zod';
import { DateSchema, IdSchema, TimestampSchema } from './common.ts';
import { DoctorTitleSchema, PeriodSchema } from './doctors.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  BodyRegionSchema,
  QuestionSchema,
  TriageCodeSchema,
  TriageFigureSchema,
} from './triage-content.ts';

/**
 * Triage for patients: guidance by body part (which department to see) and pre-diagnosis
 * (the doctor's questions before a booked visit). Both judge answers against the published
 * content version and answer with that version; a red flag sends the patient to the
 * diversion page whatever else was answered.
 */

/** The published version the answer was judged by. */
const VersionSchema = z.number().int().positive();

/** A red flag that fired: the diversion page shows its name and advice. */
export const RedFlagHitSchema = z.object({
  code: z.string(),
  name: z.string(),
  advice: z.string(),
});
export type RedFlagHit = z.infer<typeof RedFlagHitSchema>;

export const FigureQuerySchema = z.object({ figure: TriageFigureSchema.default('male') });

export const GuidanceBodyPartSchema = z.object({
  id: z.string(),
  name: z.string(),
  region: BodyRegionSchema.nullable(),
  symptomCount: z.number().int().nonnegative(),
});
export type GuidanceBodyPart = z.infer<typeof GuidanceBodyPartSchema>;

export const bodyPartListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bodyPart/bodyPartlist',
  summary:
    "The body parts a figure offers, in the hospital's order, with how many symptoms each holds",
  auth: false,
  query: FigureQuerySchema,
  responses: { 200: z.object({ version: VersionSchema, parts: z.array(GuidanceBodyPartSchema) }) },
});

export const BodyPartParamsSchema = z.object({ id: TriageCodeSchema });

export const GuidanceSymptomSchema = z.object({
  id: z.string(),
  name: z.string(),
  explanation: z.string(),
});
export type GuidanceSymptom = z.infer<typeof GuidanceSymptomSchema>;

export const partSymptomEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bodyPart/:id/partSymptom',
  summary: 'The symptoms of one body part for a figure (404 for an unknown part)',
  auth: false,
  params: BodyPartParamsSchema,
  query: FigureQuerySchema,
  responses: {
    200: z.object({
      version: VersionSchema,
      part: GuidanceBodyPartSchema,
      symptoms: z.array(GuidanceSymptomSchema),
    }),
  },
});

/** The most symptoms one guidance may name. */
export const GUIDANCE_SYMPTOMS_MAX = 8;

export const PartSymptomDeptQuerySchema = FigureQuerySchema.extend({
  /** Comma-separated symptom codes of this part. */
  symptoms: z
    .string('请选择症状')
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(TriageCodeSchema)
        .min(1, '请至少选择一个症状')
        .max(GUIDANCE_SYMPTOMS_MAX, `最多选择${GUIDANCE_SYMPTOMS_MAX}个症状`),
    ),
  /** A child's age, asked on the child figure so infant rules can fire. */
  ageMonths: z.coerce.number().int().min(0).max(216).optional(),
});

/** A doctor of the department with a half-day open for booking in the next days. */
export const DutyDoctorSchema = z.object({
  docId: z.number().int(),
  doctorCode: z.string(),
  name: z.string(),
  title: DoctorTitleSchema,
  avatarUrl: z.string(),
  /** The doctor's next open half-days, soonest first (at most three). */
  next: z.array(z.object({ scheduleId: z.number().int(), date: DateSchema, period: PeriodSchema })),
});
export type DutyDoctor = z.infer<typeof DutyDoctorSchema>;

export const GuidanceDepartmentSchema = z.object({
  deptId: z.number().int(),
  deptCode: z.string(),
  deptName: z.string(),
  score: z.number().int(),
  /** Names of the chosen symptoms that led here, strongest first. */
  matchedSymptoms: z.array(z.string()),
  doctors: z.array(DutyDoctorSchema),
});
export type GuidanceDepartment = z.infer<typeof GuidanceDepartmentSchema>;

export const GuidanceResultSchema = z.object({
  version: VersionSchema,
  /** Set when a red flag fired: show the diversion page, not departments. */
  redFlag: RedFlagHitSchema.nullable(),
  /** Ranked, best first; empty when a red flag fired. Departments patients cannot see are left out. */
  departments: z.array(GuidanceDepartmentSchema),
});
export type GuidanceResult = z.infer<typeof GuidanceResultSchema>;

export const partSymptomDeptEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/bodyPart/:id/partSymptomDept',
  summary:
    'Departments for the chosen symptoms of a part, ranked, with doctors on duty; or the red flag that sends the patient to the emergency room',
  auth: false,
  params: BodyPartParamsSchema,
  query: PartSymptomDeptQuerySchema,
  responses: { 200: GuidanceResultSchema },
});

// Pre-diagnosis

/** unanswered: not answered yet; done: answered, editable; closed: the visit is over or off. */
export const PrecheckStateSchema = z.enum(['unanswered', 'done', 'closed']);
export type PrecheckState = z.infer<typeof PrecheckStateSchema>;

export const PrecheckVisitSchema = z.object({
  appointmentId: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  deptName: z.string(),
  doctorName: z.string(),
  date: DateSchema,
  period: PeriodSchema,
  startsAt: TimestampSchema,
  state: PrecheckStateSchema,
  /** When the answers were last saved; null before the first save. */
  savedAt: TimestampSchema.nullable(),
});
export type PrecheckVisit = z.infer<typeof PrecheckVisitSchema>;

export const TriageAnswerSchema = z.union([
  z.string().max(500),
  z.array(z.string().max(40)).max(40),
  z.number().finite(),
]);
export const TriageAnswersSchema = z.record(TriageCodeSchema, TriageAnswerSchema);

export const SummaryLineSchema = z.object({
  question: z.string(),
  label: z.string(),
  answer: z.string(),
});

/** A saved pre-diagnosis: only the answers and what was judged of them. */
export const PrecheckRecordSchema = z.object({
  appointmentId: z.number().int(),
  version: VersionSchema,
  answers: TriageAnswersSchema,
  summary: z.array(SummaryLineSchema),
  redFlag: RedFlagHitSchema.nullable(),
  savedAt: TimestampSchema,
});
export type PrecheckRecord = z.infer<typeof PrecheckRecordSchema>;

export const PrecheckFormSchema = z.object({
  visit: PrecheckVisitSchema,
  patient: z.object({
    name: z.string(),
    gender: z.enum(['MALE', 'FEMALE']),
    /** Whole months on the visit day, for infant rules and follow-ups. */
    ageMonths: z.number().int().nonnegative(),
  }),
  version: VersionSchema,
  questions: z.array(QuestionSchema),
  /** The symptom catalogue for complaint questions. */
  symptoms: z.array(GuidanceSymptomSchema),
  record: PrecheckRecordSchema.nullable(),
  /** False once the visit has happened or ended: the answers are then read only. */
  editable: z.boolean(),
});
export type PrecheckForm = z.infer<typeof PrecheckFormSchema>;

export const precheckDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/precheck/getData',
  summary:
    "Without appointmentId: my visits that ask for pre-diagnosis, soonest first. With it: that visit's questions and saved answers (404 for another user's visit)",
  auth: true,
  query: z.object({ appointmentId: IdSchema.optional() }),
  responses: {
    200: z.object({ visits: z.array(PrecheckVisitSchema), form: PrecheckFormSchema.nullable() }),
  },
});

export const SavePrecheckSchema = z.object({
  appointmentId: IdSchema,
  answers: TriageAnswersSchema,
});
export type SavePrecheck = z.infer<typeof SavePrecheckSchema>;

export const savePrecheckEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/precheck/save',
  summary:
    'Saves the answers for a booked visit (400 naming the question; 409 once the visit is over); answers with the record and any red flag',
  auth: true,
  body: SavePrecheckSchema,
  responses: { 200: PrecheckRecordSchema },
});
