import { z } from 'zod';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { HisIdSchema, hisListEndpoint, hisUpsertEndpoints } from './batch.ts';

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

const departments = hisUpsertEndpoints({
  path: `${HIS_API_PREFIX}/departments`,
  scope: 'his:schedules',
  body: HisDepartmentSchema,
  item: HisDepartmentItemSchema,
  summaries: {
    put: 'Create or update one department by its HIS id (409 with the reason when refused)',
    batch: 'Create or update departments item by item; parents before their clinics',
  },
});
export const putHisDepartment = departments.put;
export const batchUpsertHisDepartments = departments.batch;

export const listHisDepartments = hisListEndpoint(
  `${HIS_API_PREFIX}/departments`,
  'his:schedules',
  HisDepartmentItemSchema,
  'The departments the HIS sent, in hisId order, to reconcile',
);
