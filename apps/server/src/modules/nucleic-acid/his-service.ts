import type { HisNatItemWithId } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import { HisRefusal, type HisWrite } from '../../http/his-batch.ts';
import {
  insertHisNatItem,
  lockHisNatItem,
  updateNatItem,
  type NatItemValues,
} from './his-repository.ts';

const same = (row: NatItemValues, values: NatItemValues) =>
  (Object.keys(values) as (keyof NatItemValues)[]).every((key) => row[key] === values[key]);

/**
 * One test item from the HIS, keyed by its hisId; runs in the item's transaction. Orders
 * already placed keep the price they were made with.
 */
export async function upsertHisNatItem(db: Database, item: HisNatItemWithId): Promise<HisWrite> {
  const { hisId, ...values } = item;
  if ((values.sampleKind === 'single') !== (values.poolSize === 1))
    throw new HisRefusal('单管检测的 poolSize 为 1，混检的 poolSize 大于 1');
  let row = await lockHisNatItem(db, hisId);
  if (!row) {
    if (await insertHisNatItem(db, hisId, values)) return 'created';
    row = await lockHisNatItem(db, hisId);
    if (!row) throw new Error(`nat item ${hisId} vanished after a conflicting insert`);
  }
  if (same(row, values)) return 'unchanged';
  await updateNatItem(db, row.id, values);
  return 'updated';
}
