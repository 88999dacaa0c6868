import { z } from 'zod';
import { IdSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Exam appointments (检查预约). The HIS orders the exams (CT, MRI, ultrasound...) on a
 * patient's card and publishes each exam room's periods with their capacity; the patient
 * picks a period for each exam. An exam is `pending` until it holds a period, `booked`
 * after. Exams sharing a `groupKey` must go together: they are booked at once into
 * compatible periods (the same day, one after the other without overlap) or not at all,
 * and cancelling one of them gives back the periods of the whole group.
 */
export const ExamStatusSchema = z.enum(['pending', 'booked']);
export type ExamStatus = z.infer<typeof ExamStatusSchema>;

export const ExamPeriodSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  /** HH:MM in the hospital's time. */
  startTime: z.string(),
  endTime: z.string(),
  morning: z.boolean(),
  remaining: z.number().int(),
  /** Seats left, not yet started, and fitting the exam (and its group's booked periods). */
  available: z.boolean(),
});
export type ExamPeriod = z.infer<typeof ExamPeriodSchema>;

export const ExamRoomSchema = z.object({
  name: z.string(),
  building: z.string(),
  floor: z.string(),
});

export const ExamSummarySchema = z.object({
  orderId: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  name: z.string(),
  /** CT, MRI, 超声... as the HIS names the kind. */
  kind: z.string(),
  fasting: z.boolean(),
  groupKey: z.string().nullable(),
  status: ExamStatusSchema,
  room: ExamRoomSchema,
  period: ExamPeriodSchema.omit({ available: true, remaining: true }).nullable(),
});
export type ExamSummary = z.infer<typeof ExamSummarySchema>;

export const ExamDetailSchema = ExamSummarySchema.extend({
  preparation: z.string(),
  /** The other exams of its group, which are booked, changed and cancelled with it. */
  groupNames: z.array(z.string()),
  /** Booked and not yet started: the period may still be changed or cancelled. */
  changeable: z.boolean(),
});
export type ExamDetail = z.infer<typeof ExamDetailSchema>;

const OrderBodySchema = z.object({ orderId: IdSchema });
const PickBodySchema = z.object({ orderId: IdSchema, periodId: IdSchema });

export const findExamPeriodsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/appocheck/findAppointmentTimePeriod',
  summary:
    "The periods of an exam's room not yet started (mornings only for a fasting exam), each saying whether it can be chosen (404 for another user's exam)",
  auth: true,
  body: OrderBodySchema,
  responses: { 200: z.object({ exam: ExamDetailSchema, periods: z.array(ExamPeriodSchema) }) },
});

export const reserveExamEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/appocheck/reservation',
  summary:
    'Books a pending exam into a period (409 when full, started, not a morning for a fasting exam, or the exam belongs to a group: book those with becomeAGroup)',
  auth: true,
  body: PickBodySchema,
  responses: { 200: ExamDetailSchema },
});

export const changeExamReservationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/appocheck/updateReservation',
  summary:
    "Moves a booked exam to another period before its own starts; a grouped exam's new period must stay compatible with its group's (409 otherwise, the old period kept)",
  auth: true,
  body: PickBodySchema,
  responses: { 200: ExamDetailSchema },
});

export const cancelExamReservationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/appocheck/cancelReservation',
  summary:
    'Gives back the period of a booked exam before it starts (of every exam of its group), which then awaits a time again',
  auth: true,
  body: OrderBodySchema,
  responses: { 200: ExamDetailSchema },
});

export const reserveExamNowEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/appocheck/reservationNow',
  summary:
    'Books a pending exam at once into the earliest period it can take; for a grouped exam, its whole pending group into the earliest compatible periods (409 when none)',
  auth: true,
  body: OrderBodySchema,
  responses: { 200: ExamDetailSchema },
});

export const reserveExamGroupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/appocheck/becomeAGroup',
  summary:
    "Books the pending exams of one group (all of them, one patient's) together: the earliest day where each finds a period, none overlapping; all or none (409)",
  auth: true,
  body: z.object({ orderIds: z.array(IdSchema).min(2).max(10) }),
  responses: { 200: z.object({ exams: z.array(ExamDetailSchema) }) },
});

export const examDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appocheck/findAppointmentDetaile',
  summary:
    "Without orderId: my patients' exams, awaiting a time first. With it: that exam's detail (404 for another user's exam)",
  auth: true,
  query: z.object({ orderId: IdSchema.optional() }),
  responses: {
    200: z.object({ exams: z.array(ExamSummarySchema), detail: ExamDetailSchema.nullable() }),
  },
});
