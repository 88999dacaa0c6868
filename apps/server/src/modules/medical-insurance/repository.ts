import type { InsuranceSettlementStatus } from '@hospital/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insuranceSettlements, patients } from '../../db/schema/index.ts';

export type SettlementRow = typeof insuranceSettlements.$inferSelect;
export type SettlementWithPatient = SettlementRow & { patientName: string };

const withPatient = { settlement: insuranceSettlements, patientName: patients.name };
const flatten = (row: { settlement: SettlementRow; patientName: string } | undefined) =>
  row && { ...row.settlement, patientName: row.patientName };

/** A new answer of the insurer: the live ones of the same order are superseded by it. */
export async function replaceLiveSettlement(
  tx: Database,
  values: typeof insuranceSettlements.$inferInsert,
): Promise<SettlementRow> {
  await tx
    .update(insuranceSettlements)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(insuranceSettlements.orderId, values.orderId),
        eq(insuranceSettlements.status, 'presettled'),
      ),
    );
  const [row] = await tx.insert(insuranceSettlements).values(values).returning();
  return row!;
}

/** One of the account's settlements; undefined when missing or another account's. */
export async function findOwnSettlement(
  db: Database,
  userId: number,
  id: number,
): Promise<SettlementWithPatient | undefined> {
  const [row] = await db
    .select(withPatient)
    .from(insuranceSettlements)
    .innerJoin(patients, eq(patients.id, insuranceSettlements.patientId))
    .where(and(eq(insuranceSettlements.id, id), eq(insuranceSettlements.userId, userId)));
  return flatten(row);
}

/** The latest settlement of a payment order (the one the patient last saw or paid). */
export async function latestSettlementOfOrder(
  db: Database,
  orderId: number,
): Promise<SettlementWithPatient | undefined> {
  const [row] = await db
    .select(withPatient)
    .from(insuranceSettlements)
    .innerJoin(patients, eq(patients.id, insuranceSettlements.patientId))
    .where(eq(insuranceSettlements.orderId, orderId))
    .orderBy(desc(insuranceSettlements.id))
    .limit(1);
  return flatten(row);
}

/** The live pre-settlement a one-time authCode gave, for a reloaded page. */
export async function settlementOfAuthCode(db: Database, orderId: number, authCode: string) {
  const [row] = await db
    .select()
    .from(insuranceSettlements)
    .where(
      and(
        eq(insuranceSettlements.orderId, orderId),
        eq(insuranceSettlements.authCode, authCode),
        eq(insuranceSettlements.status, 'presettled'),
      ),
    )
    .orderBy(desc(insuranceSettlements.id))
    .limit(1);
  return row;
}

/** Moves a settlement on only from one of the states given; false when it was elsewhere. */
export async function moveSettlement(
  db: Database,
  id: number,
  from: InsuranceSettlementStatus[],
  to: InsuranceSettlementStatus,
  paidAt?: Date,
): Promise<boolean> {
  const rows = await db
    .update(insuranceSettlements)
    .set({ status: to, ...(paidAt && { paidAt }) })
    .where(and(eq(insuranceSettlements.id, id), inArray(insuranceSettlements.status, from)))
    .returning({ id: insuranceSettlements.id });
  return rows.length > 0;
}

export async function findSettlement(db: Database, id: number) {
  const [row] = await db.select().from(insuranceSettlements).where(eq(insuranceSettlements.id, id));
  return row;
}

/** The settlement of an order that a mixed order at the insurer paid (its payOrdId). */
export async function settlementOfPayOrd(db: Database, orderId: number, payOrdId: string) {
  const [row] = await db
    .select()
    .from(insuranceSettlements)
    .where(
      and(eq(insuranceSettlements.orderId, orderId), eq(insuranceSettlements.payOrdId, payOrdId)),
    );
  return row;
}

/** The settlement being paid (or paid) under an order, newest first. */
export async function payingSettlementOfOrder(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(insuranceSettlements)
    .where(
      and(
        eq(insuranceSettlements.orderId, orderId),
        inArray(insuranceSettlements.status, ['paying', 'paid']),
      ),
    )
    .orderBy(desc(insuranceSettlements.id))
    .limit(1);
  return row;
}

/**
 * The confirmed pre-settlement goes to the cashier; one opened before for the same order is
 * superseded (the insurer closed its mixed order when this one opened).
 */
export async function startPaying(tx: Database, settlement: SettlementRow): Promise<void> {
  await tx
    .update(insuranceSettlements)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(insuranceSettlements.orderId, settlement.orderId),
        eq(insuranceSettlements.status, 'paying'),
      ),
    );
  await moveSettlement(tx, settlement.id, ['presettled'], 'paying');
}
