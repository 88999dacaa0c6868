import { z } from 'zod';
import { DateSchema, IdParamsSchema, IdSchema, TimestampSchema } from './common.ts';
import { PeriodSchema } from './doctors.ts';
import { defineEndpoint } from './endpoint.ts';

/** Why the hospital ended an appointment its patient did not cancel. */
export const AppointmentCancelReasonSchema = z.enum(['clinic_stopped']);
export type AppointmentCancelReason = z.infer<typeof AppointmentCancelReasonSchema>;

/** A half-day with numbers left, offered instead of a stopped one. */
export const OpenHalfDaySchema = z.object({
  scheduleId: IdSchema,
  docId: IdSchema,
  doctorName: z.string(),
  date: DateSchema,
  period: PeriodSchema,
});
export type OpenHalfDay = z.infer<typeof OpenHalfDaySchema>;

/**
 * The one-tap rebook a clinic-stop message offers, as computed when it was written: the
 * same doctor's next open half-day (`scheduleId` and `docId` set), else the department.
 */
export const RebookOfferSchema = z.object({
  /** The appointment the stop ended. */
  appointmentId: IdSchema,
  deptCode: z.string(),
  docId: IdSchema.nullable(),
  scheduleId: IdSchema.nullable(),
});
export type RebookOffer = z.infer<typeof RebookOfferSchema>;

/** The stop that ended an appointment, and what to book instead as of now. */
export const ClinicStopSchema = z.object({
  appointmentId: IdSchema,
  reason: z.string(),
  stoppedAt: TimestampSchema,
  deptCode: z.string(),
  deptName: z.string(),
  /** The same doctor's next open half-day; null when the doctor has none in the horizon. */
  sameDoctor: OpenHalfDaySchema.nullable(),
  /** The department's other doctors' open half-days from the stopped day on, when the doctor has none. */
  others: z.array(OpenHalfDaySchema),
});
export type ClinicStop = z.infer<typeof ClinicStopSchema>;

export const clinicStopOfAppointmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appointment/:id/clinicStop',
  summary: 'The clinic stop that ended my appointment, with a rebook offer; 404 when none did',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: ClinicStopSchema },
});
