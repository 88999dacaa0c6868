import { z } from 'zod';
import { TimestampSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { HisIdSchema } from './batch.ts';

/** Why the clinic stopped; every patient holding a number of the half-day reads it. */
export const StopReasonSchema = z.string().trim().min(1).max(200);

export const StopClinicSchema = z.object({ reason: StopReasonSchema });
export type StopClinic = z.infer<typeof StopClinicSchema>;

/**
 * What stopping a half-day did. A second stop of a stopped half-day changes nothing and
 * answers `alreadyStopped` with the counts of the first.
 */
export const ClinicStopResultSchema = z.object({
  scheduleId: z.number().int(),
  alreadyStopped: z.boolean(),
  stoppedAt: TimestampSchema,
  /** Paid appointments cancelled with a full refund under way. */
  refunded: z.number().int().nonnegative(),
  /** Unpaid appointments cancelled with their payment closed. */
  canceled: z.number().int().nonnegative(),
});
export type ClinicStopResult = z.infer<typeof ClinicStopResultSchema>;

export const hisStopScheduleEndpoint = defineEndpoint({
  method: 'POST',
  path: `${HIS_API_PREFIX}/schedules/:hisId/stop`,
  summary: 'Stop a half-day (停诊): its appointments are cancelled, paid ones refunded in full',
  auth: { his: 'his:schedules' },
  params: z.object({ hisId: HisIdSchema }),
  body: StopClinicSchema,
  responses: { 200: ClinicStopResultSchema },
});
