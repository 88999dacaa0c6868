import type { OutpatientBill, OutpatientBillItem } from '@hospital/contract';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  lte,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  outpatientBillItems,
  outpatientBills,
  outpatientCreditLines,
  outpatientPaymentBills,
  outpatientPayments,
  patientCards,
  patients,
  paymentOrders,
} from '../../db/schema/index.ts';

export type BillRow = typeof outpatientBills.$inferSelect;
export type BillItemRow = typeof outpatientBillItems.$inferSelect;

/**
 * A bill shows to the account holding a patient whose card number it names, while the HIS
 * confirms that card for the patient's ID number, as reports and exams do.
 */
export const cardHeldBy = (userId: number, cardNo: SQLWrapper | string): SQL =>
  sql`exists (select 1 from ${patients}
    where ${patients.patientCode} = ${cardNo}
      and ${patients.ownerId} = ${userId}
      and ${patients.deletedAt} is null
      and exists (select 1 from ${patientCards}
        where ${patientCards.cardNo} = ${patients.patientCode}
          and ${patientCards.idNumber} = upper(${patients.idNumber})))`;

function presentItem(row: BillItemRow): OutpatientBillItem {
  return {
    id: row.id,
    name: row.name,
    specification: row.specification,
    quantity: row.quantity,
    unit: row.unit,
    unitPriceFen: row.unitPriceFen,
    amountFen: row.amountFen,
    category: row.category,
    execDepartment: row.execDepartment,
    building: row.building,
    floor: row.floor,
    place: row.place,
    refunded: row.refundedAt !== null,
  };
}

/** The bills' lines in the HIS's line order. */
export async function itemsOfBills(db: Database, bills: BillRow[]): Promise<BillItemRow[]> {
  if (bills.length === 0) return [];
  return db
    .select()
    .from(outpatientBillItems)
    .where(
      inArray(
        outpatientBillItems.billId,
        bills.map((bill) => bill.id),
      ),
    )
    .orderBy(asc(outpatientBillItems.billId), asc(outpatientBillItems.lineNo));
}

/** A bill as patients and staff both see it, without its lines. */
export function presentBill(bill: BillRow): Omit<OutpatientBill, 'items'> {
  return {
    id: bill.id,
    billNo: bill.hisId,
    visitNo: bill.visitNo,
    visitDate: bill.visitDate,
    department: bill.department,
    doctor: bill.doctor,
    totalFen: bill.totalFen,
    status: bill.status,
    paidAt: bill.paidAt?.toISOString() ?? null,
  };
}

/** Bills with their items in the HIS's line order. */
export async function withItems(db: Database, bills: BillRow[]): Promise<OutpatientBill[]> {
  const items = await itemsOfBills(db, bills);
  return bills.map((bill) => ({
    ...presentBill(bill),
    items: items.filter((item) => item.billId === bill.id).map(presentItem),
  }));
}

/** A card's unpaid bills, newest visit first. */
export async function listUnpaidBills(db: Database, cardNo: string): Promise<OutpatientBill[]> {
  const rows = await db
    .select()
    .from(outpatientBills)
    .where(and(eq(outpatientBills.cardNo, cardNo), eq(outpatientBills.status, 'unpaid')))
    .orderBy(
      desc(outpatientBills.visitDate),
      asc(outpatientBills.visitNo),
      asc(outpatientBills.id),
    );
  return withItems(db, rows);
}

/** The bills by id that the account holds the card of. */
export function findHeldBills(db: Database, userId: number, ids: number[]): Promise<BillRow[]> {
  return db
    .select()
    .from(outpatientBills)
    .where(and(inArray(outpatientBills.id, ids), cardHeldBy(userId, outpatientBills.cardNo)))
    .orderBy(asc(outpatientBills.id));
}

export function findBills(db: Database, ids: number[]): Promise<BillRow[]> {
  return db.select().from(outpatientBills).where(inArray(outpatientBills.id, ids));
}

export async function findBillByNo(db: Database, hisId: string): Promise<BillRow | null> {
  const [row] = await db.select().from(outpatientBills).where(eq(outpatientBills.hisId, hisId));
  return row ?? null;
}

/** The bills, locked until the transaction ends; take the payment orders' locks first. */
export function lockBills(tx: Database, ids: number[]): Promise<BillRow[]> {
  return tx
    .select()
    .from(outpatientBills)
    .where(inArray(outpatientBills.id, ids))
    .orderBy(asc(outpatientBills.id))
    .for('update');
}

/** The payment orders of the outpatient payments holding these bills, with their state. */
export function holdersOf(db: Database, billIds: number[]) {
  return db
    .select({
      paymentId: outpatientPayments.id,
      userId: outpatientPayments.userId,
      billIds: sql<number[]>`array_agg(${outpatientBills.id})`,
      orderId: paymentOrders.id,
      status: paymentOrders.status,
      expiresAt: paymentOrders.expiresAt,
    })
    .from(outpatientBills)
    .innerJoin(outpatientPayments, eq(outpatientPayments.id, outpatientBills.heldById))
    .innerJoin(paymentOrders, eq(paymentOrders.id, outpatientPayments.paymentOrderId))
    .where(inArray(outpatientBills.id, billIds))
    .groupBy(outpatientPayments.id, paymentOrders.id);
}
export type BillHolder = Awaited<ReturnType<typeof holdersOf>>[number];

/** The bills of one payment exactly, for reusing it when the same set is chosen again. */
export async function billIdsOf(db: Database, paymentId: number): Promise<number[]> {
  const rows = await db
    .select({ billId: outpatientPaymentBills.billId })
    .from(outpatientPaymentBills)
    .where(eq(outpatientPaymentBills.paymentId, paymentId));
  return rows.map((row) => row.billId).sort((a, b) => a - b);
}

export async function insertPayment(
  tx: Database,
  values: typeof outpatientPayments.$inferInsert,
  billIds: number[],
): Promise<number> {
  const [row] = await tx
    .insert(outpatientPayments)
    .values(values)
    .returning({ id: outpatientPayments.id });
  if (!row) throw new Error('outpatient payment insert returned nothing');
  await tx
    .insert(outpatientPaymentBills)
    .values(billIds.map((billId) => ({ paymentId: row.id, billId })));
  await tx
    .update(outpatientBills)
    .set({ heldById: row.id })
    .where(inArray(outpatientBills.id, billIds));
  return row.id;
}

/**
 * Payments still unpaid past their deadline, with their payment orders, locked together and
 * skipping rows another instance holds, so instances share the work.
 */
export function claimDuePayments(db: Database, now: Date, limit: number) {
  return db
    .select({ id: outpatientPayments.id, orderId: paymentOrders.id })
    .from(outpatientPayments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, outpatientPayments.paymentOrderId))
    .where(and(eq(paymentOrders.status, 'pending'), lte(paymentOrders.expiresAt, now)))
    .orderBy(asc(paymentOrders.expiresAt))
    .limit(limit)
    .for('update', { of: [outpatientPayments, paymentOrders], skipLocked: true });
}

/** The bills a closed payment held are free for the next payment of any account. */
export async function releaseBills(tx: Database, paymentId: number): Promise<void> {
  await tx
    .update(outpatientBills)
    .set({ heldById: null })
    .where(eq(outpatientBills.heldById, paymentId));
}

export async function setPaymentOrder(tx: Database, id: number, paymentOrderId: number) {
  await tx.update(outpatientPayments).set({ paymentOrderId }).where(eq(outpatientPayments.id, id));
}

/** An outpatient payment with its payment order; `userId` limits it to that account's. */
export async function findPayment(db: Database, id: number, userId?: number) {
  const [row] = await db
    .select({ payment: outpatientPayments, order: paymentOrders })
    .from(outpatientPayments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, outpatientPayments.paymentOrderId))
    .where(
      and(
        eq(outpatientPayments.id, id),
        userId === undefined ? undefined : eq(outpatientPayments.userId, userId),
      ),
    );
  return row ?? null;
}
export type PaymentWithOrder = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

/** The bills one payment was made for, with their items. */
export async function billsOfPayment(db: Database, paymentId: number): Promise<OutpatientBill[]> {
  const rows = await db
    .select({ bill: outpatientBills })
    .from(outpatientPaymentBills)
    .innerJoin(outpatientBills, eq(outpatientBills.id, outpatientPaymentBills.billId))
    .where(eq(outpatientPaymentBills.paymentId, paymentId))
    .orderBy(asc(outpatientBills.id));
  return withItems(
    db,
    rows.map((row) => row.bill),
  );
}

/** The outpatient payment a payment order pays, if it pays one. */
export async function paymentIdOfOrder(db: Database, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: outpatientPayments.id })
    .from(outpatientPayments)
    .where(eq(outpatientPayments.paymentOrderId, orderId));
  return row?.id ?? null;
}

/**
 * Bills still held by the payment and still to pay (unpaid, or on credit) become paid
 * online; returns what the HIS is told.
 */
export function markBillsPaid(tx: Database, paymentId: number, paidAt: Date) {
  return tx
    .update(outpatientBills)
    .set({ status: 'paid', paidVia: 'online', paidAt, updatedAt: paidAt })
    .where(
      and(
        eq(outpatientBills.heldById, paymentId),
        inArray(outpatientBills.status, ['unpaid', 'credited']),
      ),
    )
    .returning({
      billNo: outpatientBills.hisId,
      patientCode: outpatientBills.cardNo,
      totalFen: outpatientBills.totalFen,
    });
}

/** The line a refund took back, marked refunded; its bill with it when nothing is left. */
export async function markItemRefunded(tx: Database, refundId: number, now: Date) {
  const [item] = await tx
    .update(outpatientBillItems)
    .set({ refundedAt: now })
    .where(and(eq(outpatientBillItems.refundId, refundId), isNull(outpatientBillItems.refundedAt)))
    .returning();
  if (!item) return null;
  const [bill] = await tx.select().from(outpatientBills).where(eq(outpatientBills.id, item.billId));
  if (!bill) return null;
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(outpatientBillItems)
    .where(and(eq(outpatientBillItems.billId, bill.id), isNull(outpatientBillItems.refundedAt)));
  if (left?.n === 0)
    await tx
      .update(outpatientBills)
      .set({ status: 'refunded', updatedAt: now })
      .where(eq(outpatientBills.id, bill.id));
  return { item, bill };
}

export type CreditLineRow = typeof outpatientCreditLines.$inferSelect;

export async function findCreditLine(db: Database, cardNo: string): Promise<CreditLineRow | null> {
  const [row] = await db
    .select()
    .from(outpatientCreditLines)
    .where(eq(outpatientCreditLines.cardNo, cardNo));
  return row ?? null;
}

/** The card's line, locked so two payments put on credit at once see each other's use. */
export async function lockCreditLine(tx: Database, cardNo: string): Promise<CreditLineRow | null> {
  const [row] = await tx
    .select()
    .from(outpatientCreditLines)
    .where(eq(outpatientCreditLines.cardNo, cardNo))
    .for('update');
  return row ?? null;
}

export async function upsertCreditLine(
  tx: Database,
  values: CreditLineRow,
): Promise<CreditLineRow> {
  const [row] = await tx
    .insert(outpatientCreditLines)
    .values(values)
    .onConflictDoUpdate({
      target: outpatientCreditLines.cardNo,
      set: { enabled: values.enabled, limitFen: values.limitFen, updatedAt: values.updatedAt },
    })
    .returning();
  if (!row) throw new Error('credit line upsert returned nothing');
  return row;
}

/** The card's bills on credit and not yet paid, the oldest first. */
export function creditedBillRows(db: Database, cardNo: string): Promise<BillRow[]> {
  return db
    .select()
    .from(outpatientBills)
    .where(and(eq(outpatientBills.cardNo, cardNo), eq(outpatientBills.status, 'credited')))
    .orderBy(asc(outpatientBills.creditedAt), asc(outpatientBills.id));
}

/** What the card has on credit, and whether a bill on it was put there before `dueSince`. */
export async function creditUse(db: Database, cardNo: string, dueSince: Date) {
  const [row] = await db
    .select({
      usedFen: sql<number>`coalesce(sum(${outpatientBills.totalFen}), 0)::int`,
      overdue: sql<boolean>`coalesce(bool_or(${outpatientBills.creditedAt} <= ${dueSince.toISOString()}::timestamptz), false)`,
    })
    .from(outpatientBills)
    .where(and(eq(outpatientBills.cardNo, cardNo), eq(outpatientBills.status, 'credited')));
  return row ?? { usedFen: 0, overdue: false };
}

/**
 * The unpaid bills the payment holds go on credit, and the payment says so; returns what
 * the HIS is told.
 */
export async function markBillsCredited(tx: Database, paymentId: number, now: Date) {
  await tx
    .update(outpatientPayments)
    .set({ creditedAt: now })
    .where(eq(outpatientPayments.id, paymentId));
  return tx
    .update(outpatientBills)
    .set({ status: 'credited', creditedAt: now, updatedAt: now })
    .where(and(eq(outpatientBills.heldById, paymentId), eq(outpatientBills.status, 'unpaid')))
    .returning({
      billNo: outpatientBills.hisId,
      patientCode: outpatientBills.cardNo,
      totalFen: outpatientBills.totalFen,
    });
}
