import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import {
  HisBatchResultSchema,
  hisBatchOf,
  HisIdParamsSchema,
  HisIdSchema,
  hisPageOf,
  HisPageQuerySchema,
  HisUpsertResultSchema,
} from './batch.ts';

const text = (max: number) => z.string().trim().max(max);

/**
 * A department as the HIS sends it. Two levels: a department without parent groups the
 * clinics patients book, a clinic names its first-level parent.
 */
export const HisDepartmentSchema = z.object({
  name: text(50).min(1),
  parentHisId: HisIdSchema.nullable().default(null),
  intro: text(5000).default(''),
  location: text(200).default(''),
  sort: z.number().int().min(0).max(100_000).default(0),
});
export type HisDepartment = z.infer<typeof HisDepartmentSchema>;

export const HisDepartmentItemSchema = HisDepartmentSchema.extend({ hisId: HisIdSchema });
export type HisDepartmentItem = z.infer<typeof HisDepartmentItemSchema>;

export const putHisDepartment = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/departments/:hisId`,
  summary: 'Create or update one department by its HIS id (409 with the reason when refused)',
  auth: { his: 'his:schedules' },
  params: HisIdParamsSchema,
  body: HisDepartmentSchema,
  responses: { 200: HisUpsertResultSchema },
});

export const batchUpsertHisDepartments = defineEndpoint({
  method: 'POST',
  path: `${HIS_API_PREFIX}/departments::batchUpsert`,
  summary: 'Create or update departments item by item; parents before their clinics',
  auth: { his: 'his:schedules' },
  body: hisBatchOf(HisDepartmentItemSchema),
  responses: { 200: HisBatchResultSchema },
});

export const listHisDepartments = defineEndpoint({
  method: 'GET',
  path: `${HIS_API_PREFIX}/departments`,
  summary: 'The departments the HIS sent, in hisId order, to reconcile',
  auth: { his: 'his:schedules' },
  query: HisPageQuerySchema,
  responses: { 200: hisPageOf(HisDepartmentItemSchema) },
});
