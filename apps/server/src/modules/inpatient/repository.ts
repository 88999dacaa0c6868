import { and, asc, desc, eq, exists, lte, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  inpatientBindings,
  inpatientCostItems,
  inpatientDeposits,
  inpatientDischargeSteps,
  inpatientStays,
  patients,
  paymentOrders,
} from '../../db/schema/index.ts';

export type StayRow = typeof inpatientStays.$inferSelect;
export type DepositRow = typeof inpatientDeposits.$inferSelect;
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/*
 * Correlated subqueries name the outer stay explicitly: a column interpolated into `sql`
 * renders unqualified, and would resolve to the inner table's column of the same name.
 */
const outerStayId = sql.raw('"inpatient_stays"."id"');
const outerPatientCode = sql.raw('"inpatient_stays"."patient_code"');

const boundBy = (userId: number) =>
  exists(
    sql`(select 1 from ${inpatientBindings} b where b.user_id = ${userId} and b.stay_id = ${outerStayId})`,
  );

/** The stay is on a live card of the account's own patients. */
const ownedBy = (userId: number) =>
  exists(
    sql`(select 1 from ${patients} p where p.owner_id = ${userId} and p.deleted_at is null and p.patient_code = ${outerPatientCode})`,
  );

/** Paid deposits less what went back of them, per stay. */
const depositFen = sql<number>`coalesce((select sum(d.amount_fen - d.refunded_fen) from ${inpatientDeposits} d where d.stay_id = ${outerStayId} and d.status = 'paid'), 0)::int`;
const costFen = sql<number>`coalesce((select sum(c.amount_fen) from ${inpatientCostItems} c where c.stay_id = ${outerStayId}), 0)::int`;

const stayColumns = (userId: number) => ({
  stay: inpatientStays,
  depositFen,
  costFen,
  bound: sql<boolean>`${boundBy(userId)}`,
});

export type StayWithMoney = { stay: StayRow; depositFen: number; costFen: number; bound: boolean };

function staysSeenBy(db: Queryable, userId: number, where?: SQL) {
  return db
    .select(stayColumns(userId))
    .from(inpatientStays)
    .where(and(or(boundBy(userId), ownedBy(userId)), where))
    .orderBy(desc(inpatientStays.admittedAt), desc(inpatientStays.id));
}

/** Every stay the account follows, newest admission first. */
export const listVisibleStays = (db: Queryable, userId: number): Promise<StayWithMoney[]> =>
  staysSeenBy(db, userId);

/** The stay when the account follows it; null for anyone else's. */
export async function findVisibleStay(
  db: Queryable,
  userId: number,
  stayId: number,
): Promise<StayWithMoney | null> {
  const [row] = await staysSeenBy(db, userId, eq(inpatientStays.id, stayId));
  return row ?? null;
}

/** The stays on one hospital card the account may see. */
export const listVisibleStaysOfCard = (
  db: Queryable,
  userId: number,
  patientCode: string,
): Promise<StayWithMoney[]> => staysSeenBy(db, userId, eq(inpatientStays.patientCode, patientCode));

export async function findStayByNo(db: Queryable, inpatientNo: string): Promise<StayRow | null> {
  const [row] = await db
    .select()
    .from(inpatientStays)
    .where(eq(inpatientStays.inpatientNo, inpatientNo));
  return row ?? null;
}

/** The stay's row locked until the transaction ends: settlement and top-ups queue on it. */
export async function lockStay(db: Queryable, stayId: number): Promise<StayRow | null> {
  const [row] = await db
    .select()
    .from(inpatientStays)
    .where(eq(inpatientStays.id, stayId))
    .for('update');
  return row ?? null;
}

export async function bindStay(db: Queryable, userId: number, stayId: number): Promise<void> {
  await db.insert(inpatientBindings).values({ userId, stayId }).onConflictDoNothing();
}

/** Paid deposits less refunds, now, in the caller's transaction. */
export async function depositTotalFen(db: Queryable, stayId: number): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${inpatientDeposits.amountFen} - ${inpatientDeposits.refundedFen}), 0)::int`,
    })
    .from(inpatientDeposits)
    .where(and(eq(inpatientDeposits.stayId, stayId), eq(inpatientDeposits.status, 'paid')));
  return row?.total ?? 0;
}

export async function costTotalFen(db: Queryable, stayId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(${sum(inpatientCostItems.amountFen)}, 0)::int` })
    .from(inpatientCostItems)
    .where(eq(inpatientCostItems.stayId, stayId));
  return row?.total ?? 0;
}

/** Each day's spend, newest first. */
export function dayTotals(db: Queryable, stayId: number) {
  return db
    .select({
      day: inpatientCostItems.day,
      amountFen: sql<number>`sum(${inpatientCostItems.amountFen})::int`,
      lines: sql<number>`count(*)::int`,
    })
    .from(inpatientCostItems)
    .where(eq(inpatientCostItems.stayId, stayId))
    .groupBy(inpatientCostItems.day)
    .orderBy(desc(inpatientCostItems.day));
}

export function categoryTotals(db: Queryable, stayId: number) {
  return db
    .select({
      category: inpatientCostItems.category,
      amountFen: sql<number>`sum(${inpatientCostItems.amountFen})::int`,
    })
    .from(inpatientCostItems)
    .where(eq(inpatientCostItems.stayId, stayId))
    .groupBy(inpatientCostItems.category)
    .orderBy(desc(sql`2`), asc(inpatientCostItems.category));
}

export function costLinesOfDay(db: Queryable, stayId: number, day: string) {
  return db
    .select({
      id: inpatientCostItems.id,
      item: inpatientCostItems.item,
      category: inpatientCostItems.category,
      quantity: inpatientCostItems.quantity,
      unit: inpatientCostItems.unit,
      unitPriceFen: inpatientCostItems.unitPriceFen,
      amountFen: inpatientCostItems.amountFen,
    })
    .from(inpatientCostItems)
    .where(and(eq(inpatientCostItems.stayId, stayId), eq(inpatientCostItems.day, day)))
    .orderBy(asc(inpatientCostItems.category), asc(inpatientCostItems.id));
}

/**
 * The stay's deposits, newest first, each with its payment order when paid online.
 * `paidOnly` leaves out top-ups still waiting for (or closed without) payment.
 */
export function depositsWithOrders(db: Queryable, stayId: number, paidOnly: boolean) {
  return db
    .select({ deposit: inpatientDeposits, order: paymentOrders })
    .from(inpatientDeposits)
    .leftJoin(paymentOrders, eq(paymentOrders.id, inpatientDeposits.paymentOrderId))
    .where(
      and(
        eq(inpatientDeposits.stayId, stayId),
        paidOnly ? eq(inpatientDeposits.status, 'paid') : undefined,
      ),
    )
    .orderBy(sql`${inpatientDeposits.paidAt} desc nulls first`, desc(inpatientDeposits.id));
}
export type DepositWithOrder = Awaited<ReturnType<typeof depositsWithOrders>>[number];

/** One online top-up of the account's own, with its order. */
export async function findOwnDeposit(db: Queryable, userId: number, depositId: number) {
  const [row] = await db
    .select({ deposit: inpatientDeposits, order: paymentOrders })
    .from(inpatientDeposits)
    .leftJoin(paymentOrders, eq(paymentOrders.id, inpatientDeposits.paymentOrderId))
    .where(and(eq(inpatientDeposits.id, depositId), eq(inpatientDeposits.userId, userId)));
  return row ?? null;
}

export async function dischargeStepsOf(db: Queryable, stayId: number) {
  return db
    .select({
      step: inpatientDischargeSteps.step,
      done: inpatientDischargeSteps.done,
      doneAt: inpatientDischargeSteps.doneAt,
    })
    .from(inpatientDischargeSteps)
    .where(eq(inpatientDischargeSteps.stayId, stayId));
}

export async function insertDeposit(
  db: Queryable,
  values: typeof inpatientDeposits.$inferInsert,
): Promise<DepositRow> {
  const [row] = await db.insert(inpatientDeposits).values(values).returning();
  if (!row) throw new Error('deposit insert returned nothing');
  return row;
}

export async function setDepositPaymentOrder(db: Queryable, id: number, paymentOrderId: number) {
  await db.update(inpatientDeposits).set({ paymentOrderId }).where(eq(inpatientDeposits.id, id));
}

/** Paid from pending only; false when the top-up had already moved on. */
export async function markDepositPaid(db: Queryable, id: number, paidAt: Date): Promise<boolean> {
  const rows = await db
    .update(inpatientDeposits)
    .set({ status: 'paid', paidAt })
    .where(and(eq(inpatientDeposits.id, id), eq(inpatientDeposits.status, 'pending_payment')))
    .returning({ id: inpatientDeposits.id });
  return rows.length > 0;
}

/** Counts a refund against the deposit; the check constraint keeps it within what was paid. */
export async function addDepositRefund(db: Queryable, id: number, amountFen: number) {
  await db
    .update(inpatientDeposits)
    .set({ refundedFen: sql`${inpatientDeposits.refundedFen} + ${amountFen}` })
    .where(eq(inpatientDeposits.id, id));
}

/** What the HIS is told of an online deposit. */
export async function depositForHis(db: Queryable, id: number) {
  const [row] = await db
    .select({
      depositId: inpatientDeposits.id,
      inpatientNo: inpatientStays.inpatientNo,
      patientCode: inpatientStays.patientCode,
      amountFen: inpatientDeposits.amountFen,
      outTradeNo: paymentOrders.outTradeNo,
      channel: paymentOrders.channel,
    })
    .from(inpatientDeposits)
    .innerJoin(inpatientStays, eq(inpatientStays.id, inpatientDeposits.stayId))
    .innerJoin(paymentOrders, eq(paymentOrders.id, inpatientDeposits.paymentOrderId))
    .where(eq(inpatientDeposits.id, id));
  return row ?? null;
}

/**
 * Settles the stay once: false when it was already settled (the window, a second tap or a
 * repeated notify got there first). Call with the stay locked, in the settlement's transaction.
 */
export async function markStaySettled(db: Queryable, stayId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(inpatientStays)
    .set({ status: 'settled', dischargedAt: at, updatedAt: at })
    .where(and(eq(inpatientStays.id, stayId), ne(inpatientStays.status, 'settled')))
    .returning({ id: inpatientStays.id });
  return rows.length > 0;
}

/**
 * Top-ups still unpaid past their payment deadline, with their payment orders, locked
 * together and skipping rows another instance holds, so instances share the work.
 */
export function claimDueDeposits(db: Queryable, now: Date, limit: number) {
  return db
    .select({ id: inpatientDeposits.id, orderId: paymentOrders.id })
    .from(inpatientDeposits)
    .innerJoin(paymentOrders, eq(paymentOrders.id, inpatientDeposits.paymentOrderId))
    .where(and(eq(inpatientDeposits.status, 'pending_payment'), lte(paymentOrders.expiresAt, now)))
    .orderBy(asc(paymentOrders.expiresAt))
    .limit(limit)
    .for('update', { of: [inpatientDeposits, paymentOrders], skipLocked: true });
}

export async function markDepositClosed(db: Queryable, id: number): Promise<void> {
  await db
    .update(inpatientDeposits)
    .set({ status: 'closed' })
    .where(and(eq(inpatientDeposits.id, id), eq(inpatientDeposits.status, 'pending_payment')));
}
