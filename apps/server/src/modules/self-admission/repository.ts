import type { AdmissionDetails } from '@hospital/contract';
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  admissionDeposits,
  admissionNotices,
  patients,
  paymentOrders,
} from '../../db/schema/index.ts';
import { cardHeldBy } from '../patients/index.ts';

export type AdmissionNoticeRow = typeof admissionNotices.$inferSelect;
export type AdmissionDepositRow = typeof admissionDeposits.$inferSelect;

/** The deposits paid on a notice, summed in the database. */
const paidFen = sql<number>`coalesce((select sum(${admissionDeposits.amountFen})
  from ${admissionDeposits}
  where ${admissionDeposits.noticeId} = ${admissionNotices.id}
    and ${admissionDeposits.status} = 'paid'), 0)::int`;

const noticeColumns = {
  notice: admissionNotices,
  patientId: patients.id,
  paidFen,
};
export interface NoticeRecord {
  notice: AdmissionNoticeRow;
  patientId: number;
  paidFen: number;
}

/** The notices on the account's patients' cards, newest planned date first. */
export function noticesOfUser(db: Database, userId: number): Promise<NoticeRecord[]> {
  return db
    .select(noticeColumns)
    .from(admissionNotices)
    .innerJoin(patients, cardHeldBy(admissionNotices.cardNo, userId))
    .orderBy(desc(admissionNotices.plannedDate), desc(admissionNotices.id));
}

/** One notice, only when it is on a card one of the account's patients holds. */
export async function findOwnNotice(
  db: Database,
  userId: number,
  id: number,
  lock = false,
): Promise<NoticeRecord | null> {
  const query = db
    .select(noticeColumns)
    .from(admissionNotices)
    .innerJoin(patients, cardHeldBy(admissionNotices.cardNo, userId))
    .where(eq(admissionNotices.id, id));
  const [row] = lock ? await query.for('update', { of: admissionNotices }) : await query;
  return row ?? null;
}

export async function saveNoticeDetails(
  db: Database,
  id: number,
  userId: number,
  details: AdmissionDetails,
  now: Date,
): Promise<void> {
  await db
    .update(admissionNotices)
    .set({ ...details, detailsSavedAt: now, detailsSavedBy: userId })
    .where(eq(admissionNotices.id, id));
}

/** The details last filled in on this card by the account, for the next admission's form. */
export async function latestDetailsOnCard(db: Database, userId: number, cardNo: string) {
  const [row] = await db
    .select({
      contactName: admissionNotices.contactName,
      contactPhone: admissionNotices.contactPhone,
      contactRelation: admissionNotices.contactRelation,
      region: admissionNotices.region,
      address: admissionNotices.address,
    })
    .from(admissionNotices)
    .innerJoin(patients, cardHeldBy(admissionNotices.cardNo, userId))
    .where(and(eq(admissionNotices.cardNo, cardNo), isNotNull(admissionNotices.detailsSavedAt)))
    .orderBy(desc(admissionNotices.detailsSavedAt))
    .limit(1);
  return row ?? null;
}

/** The addresses the account gave, each once, most recently given first. */
export function addressesGivenBy(db: Database, userId: number) {
  return db
    .select({
      region: sql<string>`${admissionNotices.region}`,
      address: sql<string>`${admissionNotices.address}`,
    })
    .from(admissionNotices)
    .where(eq(admissionNotices.detailsSavedBy, userId))
    .groupBy(admissionNotices.region, admissionNotices.address)
    .orderBy(desc(sql`max(${admissionNotices.detailsSavedAt})`))
    .limit(20);
}

export async function insertDeposit(
  db: Database,
  values: typeof admissionDeposits.$inferInsert,
): Promise<AdmissionDepositRow> {
  const [row] = await db.insert(admissionDeposits).values(values).returning();
  if (!row) throw new Error('admission deposit insert returned nothing');
  return row;
}

export async function setDepositPaymentOrder(db: Database, id: number, paymentOrderId: number) {
  await db.update(admissionDeposits).set({ paymentOrderId }).where(eq(admissionDeposits.id, id));
}

export function depositsOfNotice(db: Database, noticeId: number): Promise<AdmissionDepositRow[]> {
  return db
    .select()
    .from(admissionDeposits)
    .where(eq(admissionDeposits.noticeId, noticeId))
    .orderBy(desc(admissionDeposits.createdAt), desc(admissionDeposits.id));
}

/** A deposit the account started paying. */
export async function findOwnDeposit(db: Database, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(admissionDeposits)
    .where(and(eq(admissionDeposits.id, id), eq(admissionDeposits.userId, userId)));
  return row ?? null;
}

/** Paid from pending only; null when the deposit had already moved on. */
export async function markDepositPaid(db: Database, id: number, paidAt: Date) {
  const [row] = await db
    .update(admissionDeposits)
    .set({ status: 'paid', paidAt })
    .where(and(eq(admissionDeposits.id, id), eq(admissionDeposits.status, 'pending_payment')))
    .returning({ noticeId: admissionDeposits.noticeId });
  return row ?? null;
}

/** A notice by id with the deposits paid on it, for the HIS's webhook. */
export async function noticeWithPaid(db: Database, id: number) {
  const [notice] = await db.select().from(admissionNotices).where(eq(admissionNotices.id, id));
  if (!notice) return null;
  const [paid] = await db
    .select({ fen: sql<number>`coalesce(sum(${admissionDeposits.amountFen}), 0)::int` })
    .from(admissionDeposits)
    .where(and(eq(admissionDeposits.noticeId, id), eq(admissionDeposits.status, 'paid')));
  return { notice, paidFen: paid?.fen ?? 0 };
}

/**
 * Unpaid deposits past their deadline with their payment orders, locked together and
 * skipping rows another instance holds, so instances share the work.
 */
export function claimDueDeposits(db: Database, now: Date, limit: number) {
  return db
    .select({ id: admissionDeposits.id, orderId: paymentOrders.id })
    .from(admissionDeposits)
    .innerJoin(paymentOrders, eq(paymentOrders.id, admissionDeposits.paymentOrderId))
    .where(
      and(eq(admissionDeposits.status, 'pending_payment'), lte(admissionDeposits.expiresAt, now)),
    )
    .orderBy(asc(admissionDeposits.expiresAt))
    .limit(limit)
    .for('update', { of: [admissionDeposits, paymentOrders], skipLocked: true });
}

export async function markDepositExpired(db: Database, id: number): Promise<void> {
  await db
    .update(admissionDeposits)
    .set({ status: 'expired' })
    .where(and(eq(admissionDeposits.id, id), eq(admissionDeposits.status, 'pending_payment')));
}

/** Whether one of the account's patients holds the card (the HIS confirming it). */
export async function holdsCard(db: Database, userId: number, cardNo: string): Promise<boolean> {
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.patientCode, cardNo), cardHeldBy(patients.patientCode, userId)))
    .limit(1);
  return rows.length > 0;
}
