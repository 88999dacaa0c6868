import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import type { HisScope } from '../hospital-side.ts';

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

/**
 * The two writes of one HIS area at `path`: a put of one `body` by the hisId in the path,
 * and a batch of `item`s that each carry their hisId. Both answer item by item.
 */
export const hisUpsertEndpoints = <B extends z.ZodType, I extends z.ZodType>(area: {
  path: string;
  scope: HisScope;
  body: B;
  item: I;
  summaries: { put: string; batch: string };
}) => ({
  put: defineEndpoint({
    method: 'PUT',
    path: `${area.path}/:hisId`,
    summary: area.summaries.put,
    auth: { his: area.scope },
    params: HisIdParamsSchema,
    body: area.body,
    responses: { 200: HisUpsertResultSchema },
  }),
  batch: defineEndpoint({
    method: 'POST',
    path: `${area.path}::batchUpsert`,
    summary: area.summaries.batch,
    auth: { his: area.scope },
    body: hisBatchOf(area.item),
    responses: { 200: HisBatchResultSchema },
  }),
});

/** The rows of one HIS area, a page at a time, for the HIS to reconcile its own list. */
export const hisListEndpoint = <I extends z.ZodType>(
  path: string,
  scope: HisScope,
  item: I,
  summary: string,
) =>
  defineEndpoint({
    method: 'GET',
    path,
    summary,
    auth: { his: scope },
    query: HisPageQuerySchema,
    responses: { 200: hisPageOf(item) },
  });
