import { z } from 'zod';
import { DateSchema } from '../common.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { HisIdSchema, hisUpsertEndpoints } from './batch.ts';

const ClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time: HH:MM');

/** An exam room, with where the patient finds it. */
export const HisExamRoomSchema = z.object({
  name: z.string().trim().min(1).max(60),
  building: z.string().trim().min(1).max(60),
  floor: z.string().trim().min(1).max(20),
});
export const HisExamRoomItemSchema = HisExamRoomSchema.extend({ hisId: HisIdSchema });
export type HisExamRoomItem = z.infer<typeof HisExamRoomItemSchema>;

/**
 * A period an exam room offers. Its room, date and times never change once published;
 * sending it again may change the capacity (never below the exams booked into it) and the
 * morning flag, which decides whether fasting exams may take it.
 */
const HisExamPeriodFieldsSchema = z.object({
  roomHisId: HisIdSchema,
  date: DateSchema,
  startTime: ClockSchema,
  endTime: ClockSchema,
  capacity: z.number().int().min(1).max(10_000),
  morning: z.boolean(),
});
const timesInOrder = {
  check: (period: { startTime: string; endTime: string }) => period.startTime < period.endTime,
  params: { message: 'endTime must be after startTime', path: ['endTime'] },
};
export const HisExamPeriodSchema = HisExamPeriodFieldsSchema.refine(
  timesInOrder.check,
  timesInOrder.params,
);
export const HisExamPeriodItemSchema = HisExamPeriodFieldsSchema.extend({
  hisId: HisIdSchema,
}).refine(timesInOrder.check, timesInOrder.params);
export type HisExamPeriodItem = z.infer<typeof HisExamPeriodItemSchema>;

/**
 * An exam ordered on a patient card (registered first with `PUT /patient-cards`). Exams
 * sharing `groupKey` on one card are booked together. A booked exam's room and card do
 * not change.
 */
export const HisExamOrderSchema = z.object({
  cardNo: HisIdSchema,
  name: z.string().trim().min(1).max(60),
  kind: z.string().trim().min(1).max(20),
  roomHisId: HisIdSchema,
  preparation: z.string().trim().max(1000).default(''),
  /** Fasting exams are offered only the room's morning periods. */
  fasting: z.boolean().default(false),
  groupKey: HisIdSchema.nullable().default(null),
});
export const HisExamOrderItemSchema = HisExamOrderSchema.extend({ hisId: HisIdSchema });
export type HisExamOrderItem = z.infer<typeof HisExamOrderItemSchema>;

const area = <T extends z.ZodType, I extends z.ZodType>(
  things: string,
  what: string,
  body: T,
  item: I,
) =>
  hisUpsertEndpoints({
    path: `${HIS_API_PREFIX}/${things}`,
    scope: 'his:exams',
    body,
    item,
    summaries: {
      put: `Publish or change one ${what} by its HIS id (409 with the reason when refused)`,
      batch: `Publish or change ${what}s item by item`,
    },
  });

const rooms = area('exam-rooms', 'exam room', HisExamRoomSchema, HisExamRoomItemSchema);
const periods = area('exam-periods', 'exam period', HisExamPeriodSchema, HisExamPeriodItemSchema);
const orders = area('exam-orders', 'exam order', HisExamOrderSchema, HisExamOrderItemSchema);

export const putHisExamRoom = rooms.put;
export const batchUpsertHisExamRooms = rooms.batch;
export const putHisExamPeriod = periods.put;
export const batchUpsertHisExamPeriods = periods.batch;
export const putHisExamOrder = orders.put;
export const batchUpsertHisExamOrders = orders.batch;
