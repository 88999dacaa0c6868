import type { HisOutpatientBillItem } from '@hospital/contract/his';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  outpatientBillItems,
  outpatientBills,
  outpatientPayments,
  paymentOrders,
} from '../../db/schema/index.ts';
import type { BillRow } from './repository.ts';

/** The bill by its number, locked until the transaction ends. */
export async function lockBillByNo(tx: Database, hisId: string): Promise<BillRow | null> {
  const [row] = await tx
    .select()
    .from(outpatientBills)
    .where(eq(outpatientBills.hisId, hisId))
    .for('update');
  return row ?? null;
}

export type BillValues = Pick<
  BillRow,
  'cardNo' | 'visitNo' | 'visitDate' | 'department' | 'doctor' | 'totalFen'
>;

/** False when a concurrent request created the same bill number first. */
export async function insertBill(
  tx: Database,
  hisId: string,
  values: BillValues,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .insert(outpatientBills)
    .values({ ...values, hisId, updatedAt: now })
    .onConflictDoNothing({ target: outpatientBills.hisId })
    .returning({ id: outpatientBills.id });
  return row?.id ?? null;
}

export async function updateBill(tx: Database, id: number, values: BillValues, now: Date) {
  await tx
    .update(outpatientBills)
    .set({ ...values, updatedAt: now })
    .where(eq(outpatientBills.id, id));
}

export function billItems(tx: Database, billId: number) {
  return tx
    .select()
    .from(outpatientBillItems)
    .where(eq(outpatientBillItems.billId, billId))
    .orderBy(asc(outpatientBillItems.lineNo));
}

/** An unpaid bill's lines, replaced by what the HIS sent, numbered from 1. */
export async function replaceItems(tx: Database, billId: number, items: HisOutpatientBillItem[]) {
  await tx.delete(outpatientBillItems).where(eq(outpatientBillItems.billId, billId));
  await tx
    .insert(outpatientBillItems)
    .values(items.map((item, index) => ({ ...item, billId, lineNo: index + 1 })));
}

/** The payment order of the payment holding the bill, if one does. */
export async function holderOrderOf(tx: Database, bill: BillRow) {
  if (bill.heldById === null) return null;
  const [row] = await tx
    .select({ order: paymentOrders })
    .from(outpatientPayments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, outpatientPayments.paymentOrderId))
    .where(eq(outpatientPayments.id, bill.heldById));
  return row?.order ?? null;
}

export async function markVoided(tx: Database, id: number, now: Date) {
  await tx
    .update(outpatientBills)
    .set({ status: 'voided', voidedAt: now, updatedAt: now })
    .where(eq(outpatientBills.id, id));
}

export async function markPaidAtWindow(tx: Database, id: number, paidAt: Date, now: Date) {
  await tx
    .update(outpatientBills)
    .set({ status: 'paid', paidVia: 'window', paidAt, updatedAt: now })
    .where(eq(outpatientBills.id, id));
}

/** The line, still not being refunded, by its number on the bill. */
export async function findRefundableItem(tx: Database, billId: number, lineNo: number) {
  const [row] = await tx
    .select()
    .from(outpatientBillItems)
    .where(and(eq(outpatientBillItems.billId, billId), eq(outpatientBillItems.lineNo, lineNo)));
  return row ?? null;
}

/** False when another refund took the line first. */
export async function setItemRefund(
  tx: Database,
  itemId: number,
  refundId: number,
): Promise<boolean> {
  const taken = await tx
    .update(outpatientBillItems)
    .set({ refundId })
    .where(and(eq(outpatientBillItems.id, itemId), isNull(outpatientBillItems.refundId)))
    .returning({ id: outpatientBillItems.id });
  return taken.length > 0;
}
