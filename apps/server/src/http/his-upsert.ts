import type { HisBatchResult, HisUpsertResult } from '@hospital/contract/his';
import { HttpError } from './http-error.ts';

/** `PUT /his/v1/<things>/{hisId}`: a refused item is a 409 carrying the reason. */
export function refusedAsConflict(result: HisUpsertResult): HisUpsertResult {
  if (result.status === 'refused') throw new HttpError(409, result.reason ?? '', 'HIS_REFUSED');
  return result;
}

/**
 * `POST /his/v1/<things>:batchUpsert`: items in order, each on its own, so a refused item
 * leaves the others applied and a later item may name an earlier one.
 */
export async function upsertEach<T extends { hisId: string }>(
  items: readonly T[],
  upsert: (item: T) => Promise<HisUpsertResult>,
): Promise<HisBatchResult> {
  const results: HisUpsertResult[] = [];
  for (const item of items) results.push(await upsert(item));
  return { results };
}
