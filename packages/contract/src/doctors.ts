import { z } from 'zod';
import { DateSchema, FenSchema, IdParamsSchema, IdSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

export const DoctorTitleSchema = z.enum(['主任医师', '副主任医师', '主治医师', '住院医师']);
export type DoctorTitle = z.infer<typeof DoctorTitleSchema>;

/** A doctor as lists show one; pages pass docId, doctorCode, deptId and deptCode along. */
export const DoctorSummarySchema = z.object({
  docId: z.number().int(),
  doctorCode: z.string(),
  name: z.string(),
  title: DoctorTitleSchema,
  gender: z.enum(['MALE', 'FEMALE']),
  speciality: z.string(),
  avatarUrl: z.string(),
  deptId: z.number().int(),
  deptCode: z.string(),
  deptName: z.string(),
  /** The fee of the doctor's first half-day in the horizon; 0 when there is none. */
  feeFen: FenSchema,
  /** Slots left over the booking horizon. */
  remaining: z.number().int().nonnegative(),
  /** 0 when nobody has rated the doctor yet. */
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
});
export type DoctorSummary = z.infer<typeof DoctorSummarySchema>;

export const DoctorDetailSchema = DoctorSummarySchema.extend({
  intro: z.string(),
  location: z.string(),
  followers: z.number().int().nonnegative(),
  followed: z.boolean(),
});
export type DoctorDetail = z.infer<typeof DoctorDetailSchema>;

export const PeriodSchema = z.enum(['morning', 'afternoon']);
export type Period = z.infer<typeof PeriodSchema>;

/**
 * full: open but sold out; stopped: the clinic is cancelled that half-day (停诊);
 * ended: the half-day's clinic has closed, so it can no longer be booked.
 */
export const ScheduleStatusSchema = z.enum(['open', 'stopped', 'full', 'ended']);
export type ScheduleStatus = z.infer<typeof ScheduleStatusSchema>;

/** One half-day of a doctor's clinic. `weekday` is 1 (Monday) to 7 (Sunday). */
export const ScheduleSchema = z.object({
  id: z.number().int(),
  docId: z.number().int(),
  date: DateSchema,
  weekday: z.number().int().min(1).max(7),
  period: PeriodSchema,
  feeFen: FenSchema,
  remaining: z.number().int().nonnegative(),
  capacity: z.number().int().nonnegative(),
  status: ScheduleStatusSchema,
});
export type Schedule = z.infer<typeof ScheduleSchema>;

export const DoctorIdParamsSchema = z.object({ docId: IdSchema });
const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const doctorEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/:docId',
  summary: "A doctor's profile, rating and whether I follow them",
  auth: true,
  params: DoctorIdParamsSchema,
  responses: { 200: DoctorDetailSchema },
});

export const doctorsOfDepartmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/:deptId/doctors',
  summary: 'The doctors of a clinic, by department id',
  auth: true,
  params: z.object({ deptId: IdSchema }),
  responses: { 200: z.array(DoctorSummarySchema) },
});

export const DoctorPageSchema = z.object({
  items: z.array(DoctorSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DoctorPage = z.infer<typeof DoctorPageSchema>;

export const allDoctorEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/getAllDoctor',
  summary: 'Every doctor, searched by name, speciality or clinic, a page at a time',
  auth: true,
  query: PageQuerySchema.extend({ keyword: z.string().trim().max(40).default('') }),
  responses: { 200: DoctorPageSchema },
});

export const doctorRecommendEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/getDoctorRecommend',
  summary: 'Senior, well-rated doctors with slots left',
  auth: true,
  responses: { 200: z.array(DoctorSummarySchema) },
});

export const DoctorSchedulesSchema = z.object({
  doctor: DoctorSummarySchema,
  schedules: z.array(ScheduleSchema),
});
export type DoctorSchedules = z.infer<typeof DoctorSchedulesSchema>;

export const outpatientScheduleDoctorEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/:doctorCode/getOutpatientScheduleDoctor',
  summary: "A doctor's schedules over the booking horizon, by doctor code",
  auth: true,
  params: z.object({ doctorCode: z.string().trim().min(1).max(32) }),
  responses: { 200: DoctorSchedulesSchema },
});

export const FollowStateSchema = z.object({
  docId: z.number().int(),
  followed: z.boolean(),
  followers: z.number().int().nonnegative(),
});
export type FollowState = z.infer<typeof FollowStateSchema>;

export const attentionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/getAttention',
  summary: 'Whether I follow a doctor, and how many do',
  auth: true,
  query: DoctorIdParamsSchema,
  responses: { 200: FollowStateSchema },
});

export const saveAttentionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/:docId/saveAttention',
  summary: 'Follow a doctor (again is harmless)',
  auth: true,
  params: DoctorIdParamsSchema,
  responses: { 200: FollowStateSchema },
});

export const deleteDoctorBookmarkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/deleteDoctorBookmark',
  summary: 'Stop following a doctor',
  auth: true,
  query: DoctorIdParamsSchema,
  responses: { 200: FollowStateSchema },
});

export const findDoctorBookmarkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/findDoctorBookmark',
  summary: 'The doctors I follow, latest first',
  auth: true,
  responses: { 200: z.array(DoctorSummarySchema) },
});

export const DoctorAvailabilitySchema = z.object({
  docId: z.number().int(),
  remaining: z.number().int().nonnegative(),
  /** The first day with an open slot, null when the horizon is sold out. */
  nextAvailableDate: DateSchema.nullable(),
});
export type DoctorAvailability = z.infer<typeof DoctorAvailabilitySchema>;

export const updateAppointmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/:docId/updateAppointment',
  summary: "A doctor's slots left right now, to refresh a page after booking",
  auth: true,
  params: DoctorIdParamsSchema,
  responses: { 200: DoctorAvailabilitySchema },
});

export const EvaluateDoctorSchema = z.object({
  appointmentId: IdSchema,
  rating: z.number().int().min(1, RULE_MESSAGES.rating).max(5, RULE_MESSAGES.rating),
  content: z.string().trim().max(500, '评价最多500字').default(''),
});
export type EvaluateDoctorInput = z.infer<typeof EvaluateDoctorSchema>;

/** My rating of a visit. */
export const EvaluationSchema = z.object({
  id: z.number().int(),
  appointmentId: z.number().int(),
  docId: z.number().int(),
  doctorName: z.string(),
  doctorTitle: DoctorTitleSchema,
  deptName: z.string(),
  visitDate: DateSchema,
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  createdAt: TimestampSchema,
});
export type Evaluation = z.infer<typeof EvaluationSchema>;

export const evaluateDoctorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/doctors/evaluate-doctor',
  summary: 'Rate the doctor of a visit of mine (once per appointment)',
  auth: true,
  body: EvaluateDoctorSchema,
  responses: { 200: EvaluationSchema },
});

export const evaluateListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/evaluateList',
  summary: 'My ratings, latest first',
  auth: true,
  responses: { 200: z.array(EvaluationSchema) },
});

export const evaluateDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/:id/evaluateDetail',
  summary: 'One of my ratings',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: EvaluationSchema },
});

export const evaluateDelEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/:docId/evaluateDel',
  summary: 'Delete my ratings of a doctor',
  auth: true,
  params: DoctorIdParamsSchema,
  responses: { 200: z.object({ deleted: z.number().int().nonnegative() }) },
});

/** What everyone sees of a rating: the patient's name masked to its first character. */
export const PublicEvaluationSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  patientNameMasked: z.string(),
  createdAt: TimestampSchema,
});

export const DoctorEvaluationsSchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
  items: z.array(PublicEvaluationSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DoctorEvaluations = z.infer<typeof DoctorEvaluationsSchema>;

export const doctorEvaluatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/doctors/:docId/evaluates',
  summary: "A doctor's ratings with the average, latest first",
  auth: true,
  params: DoctorIdParamsSchema,
  query: PageQuerySchema,
  responses: { 200: DoctorEvaluationsSchema },
});
