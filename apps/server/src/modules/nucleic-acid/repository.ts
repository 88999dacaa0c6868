import type { NatItem } from '@hospital/contract';
import { and, asc, eq, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { natItems, natOrders, patients, paymentOrders } from '../../db/schema/index.ts';

/** An item as a patient chooses it; the HIS's reads add its own bookkeeping columns. */
export const natItemColumns = {
  name: natItems.name,
  sampleKind: natItems.sampleKind,
  poolSize: natItems.poolSize,
  priceFen: natItems.priceFen,
  place: natItems.place,
  hours: natItems.hours,
  emergency: natItems.emergency,
};

const itemColumns = { id: natItems.id, ...natItemColumns };

/** Items on sale matching `where`, in the HIS's order. */
export function listActiveItems(db: Database, where: SQL[]): Promise<NatItem[]> {
  return db
    .select(itemColumns)
    .from(natItems)
    .where(and(eq(natItems.active, true), ...where))
    .orderBy(asc(natItems.sortOrder), asc(natItems.id));
}

export const itemFilters = {
  emergency: (emergency: boolean) => eq(natItems.emergency, emergency),
  sampleKind: (kind: NatItem['sampleKind']) => eq(natItems.sampleKind, kind),
  id: (id: number) => eq(natItems.id, id),
};

/** The item by id when it is still on sale. */
export async function findActiveItem(db: Database, id: number): Promise<NatItem | null> {
  const [item] = await listActiveItems(db, [eq(natItems.id, id)]);
  return item ?? null;
}

export type NatOrderRow = typeof natOrders.$inferSelect;

export async function insertNatOrder(
  db: Database,
  values: typeof natOrders.$inferInsert,
): Promise<NatOrderRow> {
  const [row] = await db.insert(natOrders).values(values).returning();
  if (!row) throw new Error('nat order insert returned nothing');
  return row;
}

export async function setNatPaymentOrder(db: Database, id: number, paymentOrderId: number) {
  await db.update(natOrders).set({ paymentOrderId }).where(eq(natOrders.id, id));
}

/** An order with its item and patient, only when it is the account's own. */
export async function findOwnNatOrder(db: Database, userId: number, id: number) {
  const [row] = await db
    .select({ order: natOrders, item: itemColumns, patientName: patients.name })
    .from(natOrders)
    .innerJoin(natItems, eq(natItems.id, natOrders.itemId))
    .innerJoin(patients, eq(patients.id, natOrders.patientId))
    .where(and(eq(natOrders.id, id), eq(natOrders.userId, userId)));
  return row ?? null;
}
export type NatOrderRecord = NonNullable<Awaited<ReturnType<typeof findOwnNatOrder>>>;

/** Paid from pending only; false when the order had already moved on. */
export async function markNatPaid(db: Database, id: number, paidAt: Date): Promise<boolean> {
  const rows = await db
    .update(natOrders)
    .set({ status: 'paid', paidAt })
    .where(and(eq(natOrders.id, id), eq(natOrders.status, 'pending_payment')))
    .returning({ id: natOrders.id });
  return rows.length > 0;
}

/** What the HIS is told of a paid order: the card, and the item by the HIS's own id. */
export async function natOrderForHis(db: Database, id: number) {
  const [row] = await db
    .select({
      orderId: natOrders.id,
      patientCode: patients.patientCode,
      itemHisId: natItems.hisId,
      itemName: natItems.name,
      sampleKind: natItems.sampleKind,
    })
    .from(natOrders)
    .innerJoin(patients, eq(patients.id, natOrders.patientId))
    .innerJoin(natItems, eq(natItems.id, natOrders.itemId))
    .where(eq(natOrders.id, id));
  return row;
}

export async function markNatRefunded(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(natOrders)
    .set({ status: 'refunded', refundedAt: now })
    .where(and(eq(natOrders.id, id), eq(natOrders.status, 'paid')));
}

/**
 * Unpaid orders past their deadline with their payment orders, locked together and
 * skipping rows another instance holds, so instances share the work.
 */
export function claimDueNatOrders(db: Database, now: Date, limit: number) {
  return db
    .select({ id: natOrders.id, orderId: paymentOrders.id })
    .from(natOrders)
    .innerJoin(paymentOrders, eq(paymentOrders.id, natOrders.paymentOrderId))
    .where(and(eq(natOrders.status, 'pending_payment'), lte(natOrders.expiresAt, now)))
    .orderBy(asc(natOrders.expiresAt))
    .limit(limit)
    .for('update', { of: [natOrders, paymentOrders], skipLocked: true });
}

export async function markNatExpired(db: Database, id: number): Promise<void> {
  await db
    .update(natOrders)
    .set({ status: 'expired' })
    .where(and(eq(natOrders.id, id), eq(natOrders.status, 'pending_payment')));
}
