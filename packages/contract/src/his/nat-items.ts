import { z } from 'zod';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { NatSampleKindSchema } from '../nat.ts';
import { HisIdSchema, hisListEndpoint, hisUpsertEndpoints } from './batch.ts';

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

const natItems = hisUpsertEndpoints({
  path: `${HIS_API_PREFIX}/nat-items`,
  scope: 'his:exams',
  body: HisNatItemSchema,
  item: HisNatItemWithIdSchema,
  summaries: {
    put: 'Create or update one nucleic-acid test item by its HIS id',
    batch: 'Create or update nucleic-acid test items item by item',
  },
});
export const putHisNatItem = natItems.put;
export const batchUpsertHisNatItems = natItems.batch;

export const listHisNatItems = hisListEndpoint(
  `${HIS_API_PREFIX}/nat-items`,
  'his:exams',
  HisNatItemWithIdSchema,
  'The nucleic-acid test items the HIS sent, in hisId order, to reconcile',
);
