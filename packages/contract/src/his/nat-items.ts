import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { NatSampleKindSchema } from '../nat.ts';
import {
  HisBatchResultSchema,
  hisBatchOf,
  HisIdParamsSchema,
  HisIdSchema,
  hisPageOf,
  HisPageQuerySchema,
  HisUpsertResultSchema,
} from './batch.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A nucleic-acid test item as the HIS sends it; `active: false` withdraws it from sale. A
 * single test has `poolSize` 1 and a pooled one more (refused otherwise).
 */
export const HisNatItemSchema = z.object({
  name: text(60),
  sampleKind: NatSampleKindSchema,
  /** People per tube: 1 for a single test, 5 or 10 for pooling. */
  poolSize: z.number().int().min(1).max(20),
  priceFen: z.number().int().positive().max(100_000),
  place: text(100),
  hours: text(60),
  emergency: z.boolean().default(false),
  active: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type HisNatItem = z.infer<typeof HisNatItemSchema>;

export const HisNatItemWithIdSchema = HisNatItemSchema.extend({ hisId: HisIdSchema });
export type HisNatItemWithId = z.infer<typeof HisNatItemWithIdSchema>;

export const putHisNatItem = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/nat-items/:hisId`,
  summary: 'Create or update one nucleic-acid test item by its HIS id',
  auth: { his: 'his:exams' },
  params: HisIdParamsSchema,
  body: HisNatItemSchema,
  responses: { 200: HisUpsertResultSchema },
});

export const batchUpsertHisNatItems = defineEndpoint({
  method: 'POST',
  path: `${HIS_API_PREFIX}/nat-items::batchUpsert`,
  summary: 'Create or update nucleic-acid test items item by item',
  auth: { his: 'his:exams' },
  body: hisBatchOf(HisNatItemWithIdSchema),
  responses: { 200: HisBatchResultSchema },
});

export const listHisNatItems = defineEndpoint({
  method: 'GET',
  path: `${HIS_API_PREFIX}/nat-items`,
  summary: 'The nucleic-acid test items the HIS sent, in hisId order, to reconcile',
  auth: { his: 'his:exams' },
  query: HisPageQuerySchema,
  responses: { 200: hisPageOf(HisNatItemWithIdSchema) },
});
