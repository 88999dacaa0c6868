import type { HisBatchResult, HisUpsertResult } from '@hospital/contract/his';
import type { Database } from '../db/client.ts';
import { HttpError } from './http-error.ts';

/** What an upsert did to a row that it was allowed to write. */
export type HisWrite = 'created' | 'updated' | 'unchanged';

/**
 * Thrown by an owning module's upsert when the item would break a rule. The item's
 * transaction rolls back, so a refused item changes nothing whatever it had written.
 */
export class HisRefusal extends Error {}

type Upsert<T> = (db: Database, item: T) => Promise<HisWrite>;

/** Runs once after the items committed, when any of them changed a row (readers' caches forget). */
type AfterWrite = () => Promise<void>;

const wrote = ({ status }: HisUpsertResult) => status === 'created' || status === 'updated';

/** One item in a transaction of its own: written whole, or refused with its reason. */
export async function applyHisItem<T>(
  db: Database,
  hisId: string,
  item: T,
  upsert: Upsert<T>,
): Promise<HisUpsertResult> {
  try {
    return { hisId, status: await db.transaction((tx) => upsert(tx, item)) };
  } catch (error) {
    if (error instanceof HisRefusal) return { hisId, status: 'refused', reason: error.message };
    throw error;
  }
}

/**
 * `POST /his/v1/<things>:batchUpsert`: items in order, each on its own, so a refused item
 * leaves the others applied and a later item may name an earlier one (a clinic its parent).
 */
export async function applyHisBatch<T extends { hisId: string }>(
  db: Database,
  items: readonly T[],
  upsert: Upsert<T>,
  afterWrite?: AfterWrite,
): Promise<HisBatchResult> {
  const results: HisUpsertResult[] = [];
  for (const item of items) results.push(await applyHisItem(db, item.hisId, item, upsert));
  if (afterWrite && results.some(wrote)) await afterWrite();
  return { results };
}

/** `PUT /his/v1/<things>/{hisId}`: the same upsert; a refusal is a 409 carrying the reason. */
export async function applyHisPut<T>(
  db: Database,
  hisId: string,
  item: T,
  upsert: Upsert<T>,
  afterWrite?: AfterWrite,
): Promise<HisUpsertResult> {
  const result = await applyHisItem(db, hisId, item, upsert);
  if (result.status === 'refused') throw new HttpError(409, result.reason ?? '', 'HIS_REFUSED');
  if (afterWrite && wrote(result)) await afterWrite();
  return result;
}
