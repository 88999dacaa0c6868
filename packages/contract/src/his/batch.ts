import { z } from 'zod';

/** The HIS's own identifier of a row; every HIS write is keyed by it. */
export const HisIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'hisId: 1-64 letters, digits or . _ : -');

/**
 * What one upsert did. Sending the same item again answers `unchanged`; an item that would
 * break a rule is `refused` with the reason and changes nothing.
 */
export const HisUpsertResultSchema = z.object({
  hisId: z.string(),
  status: z.enum(['created', 'updated', 'unchanged', 'refused']),
  reason: z.string().optional(),
});
export type HisUpsertResult = z.infer<typeof HisUpsertResultSchema>;

/** A batch is applied item by item: a refused item does not stop the others. */
export const hisBatchOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item).min(1).max(500) });

export const HisBatchResultSchema = z.object({ results: z.array(HisUpsertResultSchema) });
export type HisBatchResult = z.infer<typeof HisBatchResultSchema>;

/** Reads for reconciliation page through rows by the HIS's ids, in hisId order. */
export const HisPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});

export const hisPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative() });

export const HisIdParamsSchema = z.object({ hisId: HisIdSchema });
