import { z } from 'zod';
import { DateSchema, FenSchema } from '../common.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { HisIdSchema, hisUpsertEndpoints } from './batch.ts';

/**
 * A doctor's half-day as the HIS publishes it. Sending it again with another capacity
 * changes the capacity; it never goes below the numbers already taken, and a stopped
 * half-day is not reopened this way.
 */
const HisScheduleFieldsSchema = z.object({
  doctorHisId: HisIdSchema,
  date: DateSchema,
  period: z.enum(['morning', 'afternoon']),
  feeFen: FenSchema.max(10_000_000),
  capacity: z.number().int().min(1).max(10_000),
  /**
   * Numbers the HIS already gave out at its own windows when it first publishes the
   * half-day; ours count from there. Read only on that first publication.
   */
  taken: z.number().int().min(0).max(10_000).default(0),
  /** Published already stopped (the doctor is away). A half-day with patients is stopped with `/stop`. */
  stopped: z.boolean().default(false),
});

const takenFits = {
  check: (schedule: { taken: number; capacity: number }) => schedule.taken <= schedule.capacity,
  params: { message: 'taken must not exceed capacity', path: ['taken'] },
};

export const HisScheduleSchema = HisScheduleFieldsSchema.refine(takenFits.check, takenFits.params);
export type HisSchedule = z.infer<typeof HisScheduleSchema>;

export const HisScheduleItemSchema = HisScheduleFieldsSchema.extend({ hisId: HisIdSchema }).refine(
  takenFits.check,
  takenFits.params,
);
export type HisScheduleItem = z.infer<typeof HisScheduleItemSchema>;

const schedules = hisUpsertEndpoints({
  path: `${HIS_API_PREFIX}/schedules`,
  scope: 'his:schedules',
  body: HisScheduleSchema,
  item: HisScheduleItemSchema,
  summaries: {
    put: 'Publish or change one half-day by its HIS id (409 with the reason when refused)',
    batch: 'Publish or change half-days item by item',
  },
});
export const putHisSchedule = schedules.put;
export const batchUpsertHisSchedules = schedules.batch;
