import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  dischargeDocuments,
  dischargeRecords,
  dischargeSettlements,
  inpatientStays,
  refunds,
  settlementRefunds,
} from '../../db/schema/index.ts';

export type SettlementRow = typeof dischargeSettlements.$inferSelect;
export type DischargeRecordRow = typeof dischargeRecords.$inferSelect;

export async function findRecord(db: Database, stayId: number) {
  const [row] = await db.select().from(dischargeRecords).where(eq(dischargeRecords.stayId, stayId));
  return row ?? null;
}

export async function findSettlementOfStay(db: Database, stayId: number) {
  const [row] = await db
    .select()
    .from(dischargeSettlements)
    .where(eq(dischargeSettlements.stayId, stayId));
  return row ?? null;
}

export async function insertSettlement(
  db: Database,
  values: typeof dischargeSettlements.$inferInsert,
): Promise<SettlementRow> {
  const [row] = await db.insert(dischargeSettlements).values(values).returning();
  if (!row) throw new Error('settlement insert returned nothing');
  return row;
}

export async function setSettlementOrder(db: Database, id: number, paymentOrderId: number) {
  await db
    .update(dischargeSettlements)
    .set({ paymentOrderId })
    .where(eq(dischargeSettlements.id, id));
}

/** Moves a settlement waiting for its balance on; false when it had already moved. */
export async function finishSettlement(
  db: Database,
  id: number,
  status: 'settled' | 'cancelled',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(dischargeSettlements)
    .set({ status, settledAt: status === 'settled' ? at : null })
    .where(
      and(eq(dischargeSettlements.id, id), eq(dischargeSettlements.status, 'awaiting_payment')),
    )
    .returning({ id: dischargeSettlements.id });
  return rows.length > 0;
}

export async function insertSettlementRefund(
  db: Database,
  values: typeof settlementRefunds.$inferInsert,
): Promise<void> {
  await db.insert(settlementRefunds).values(values);
}

const settlementColumns = {
  settlement: dischargeSettlements,
  inpatientNo: inpatientStays.inpatientNo,
  patientName: inpatientStays.patientName,
  ward: inpatientStays.ward,
  billId: dischargeDocuments.id,
};
export interface SettlementRecord {
  settlement: SettlementRow;
  inpatientNo: string;
  patientName: string;
  ward: string;
  billId: number | null;
}

function settlementsWhere(db: Database, where: ReturnType<typeof eq>) {
  return db
    .select(settlementColumns)
    .from(dischargeSettlements)
    .innerJoin(inpatientStays, eq(inpatientStays.id, dischargeSettlements.stayId))
    .leftJoin(
      dischargeDocuments,
      and(
        eq(dischargeDocuments.stayId, dischargeSettlements.stayId),
        eq(dischargeDocuments.kind, 'electronic-bill'),
      ),
    )
    .where(where)
    .orderBy(desc(dischargeSettlements.createdAt), desc(dischargeSettlements.id));
}

/** The settlements the account made. */
export const settlementsOfUser = (db: Database, userId: number): Promise<SettlementRecord[]> =>
  settlementsWhere(db, eq(dischargeSettlements.userId, userId));

export async function findSettlement(db: Database, id: number): Promise<SettlementRecord | null> {
  const [row] = await settlementsWhere(db, eq(dischargeSettlements.id, id));
  return row ?? null;
}

/** Each deposit's share of the settlement, with the payment core's refund state. */
export function refundsOfSettlement(db: Database, settlementId: number) {
  return db
    .select({
      depositId: settlementRefunds.depositId,
      amountFen: settlementRefunds.amountFen,
      channel: settlementRefunds.channel,
      status: refunds.status,
    })
    .from(settlementRefunds)
    .leftJoin(refunds, eq(refunds.id, settlementRefunds.refundId))
    .where(eq(settlementRefunds.settlementId, settlementId))
    .orderBy(desc(settlementRefunds.depositId));
}

export async function findDocument(db: Database, id: number) {
  const [row] = await db
    .select({ stayId: dischargeDocuments.stayId, content: dischargeDocuments.content })
    .from(dischargeDocuments)
    .where(eq(dischargeDocuments.id, id));
  return row ?? null;
}

export async function findSettlementById(db: Database, id: number) {
  const [row] = await db.select().from(dischargeSettlements).where(eq(dischargeSettlements.id, id));
  return row ?? null;
}
