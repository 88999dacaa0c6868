import { z } from 'zod';
import { DateSchema, FenSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import {
  HisBatchResultSchema,
  hisBatchOf,
  HisIdParamsSchema,
  HisIdSchema,
  HisUpsertResultSchema,
} from './batch.ts';

/**
 * A doctor's half-day as the HIS publishes it. Sending it again with another capacity
 * changes the capacity; it never goes below the numbers already taken, and a stopped
 * half-day is not reopened this way.
 */
export const HisScheduleSchema = z.object({
  doctorHisId: HisIdSchema,
  date: DateSchema,
  period: z.enum(['morning', 'afternoon']),
  feeFen: FenSchema.max(10_000_000),
  capacity: z.number().int().min(1).max(10_000),
});
export type HisSchedule = z.infer<typeof HisScheduleSchema>;

export const HisScheduleItemSchema = HisScheduleSchema.extend({ hisId: HisIdSchema });
export type HisScheduleItem = z.infer<typeof HisScheduleItemSchema>;

export const putHisSchedule = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/schedules/:hisId`,
  summary: 'Publish or change one half-day by its HIS id (409 with the reason when refused)',
  auth: { his: 'his:schedules' },
  params: HisIdParamsSchema,
  body: HisScheduleSchema,
  responses: { 200: HisUpsertResultSchema },
});

export const batchUpsertHisSchedules = defineEndpoint({
  method: 'POST',
  path: `${HIS_API_PREFIX}/schedules::batchUpsert`,
  summary: 'Publish or change half-days item by item',
  auth: { his: 'his:schedules' },
  body: hisBatchOf(HisScheduleItemSchema),
  responses: { 200: HisBatchResultSchema },
});
