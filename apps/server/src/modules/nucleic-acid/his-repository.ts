import type { HisNatItemWithId } from '@hospital/contract/his';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { natItems } from '../../db/schema/index.ts';
import { natItemColumns } from './repository.ts';

export type NatItemValues = Omit<HisNatItemWithId, 'hisId'>;

const columns = {
  hisId: natItems.hisId,
  ...natItemColumns,
  active: natItems.active,
  sortOrder: natItems.sortOrder,
};

/** The item the HIS knows as `hisId`, locked until the item's transaction ends. */
export async function lockHisNatItem(
  db: Database,
  hisId: string,
): Promise<(HisNatItemWithId & { id: number }) | null> {
  const [row] = await db
    .select({ ...columns, id: natItems.id })
    .from(natItems)
    .where(eq(natItems.hisId, hisId))
    .for('update');
  return row ?? null;
}

/** False when a concurrent request created the same hisId first. */
export async function insertHisNatItem(
  db: Database,
  hisId: string,
  values: NatItemValues,
): Promise<boolean> {
  const rows = await db
    .insert(natItems)
    .values({ ...values, hisId })
    .onConflictDoNothing({ target: natItems.hisId })
    .returning({ id: natItems.id });
  return rows.length > 0;
}

export async function updateNatItem(db: Database, id: number, values: NatItemValues) {
  await db.update(natItems).set(values).where(eq(natItems.id, id));
}

export async function listHisNatItems(
  db: Database,
  page: { page: number; pageSize: number },
): Promise<{ items: HisNatItemWithId[]; total: number }> {
  const items = await db
    .select(columns)
    .from(natItems)
    .orderBy(asc(natItems.hisId))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ total: count() }).from(natItems);
  return { items, total: total?.total ?? 0 };
}
