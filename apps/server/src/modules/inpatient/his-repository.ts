import type { DischargeStep } from '@hospital/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  inpatientCostItems,
  inpatientDeposits,
  inpatientDischargeSteps,
  inpatientStays,
} from '../../db/schema/index.ts';

type StayValues = Omit<typeof inpatientStays.$inferInsert, 'id'>;

/** The stay the HIS knows by its inpatient number, locked until the item's transaction ends. */
export async function lockStayByNo(db: Database, inpatientNo: string) {
  const [row] = await db
    .select()
    .from(inpatientStays)
    .where(eq(inpatientStays.inpatientNo, inpatientNo))
    .for('update');
  return row ?? null;
}

/** False when a concurrent request created the same stay first. */
export async function insertStay(db: Database, values: StayValues): Promise<boolean> {
  const rows = await db
    .insert(inpatientStays)
    .values(values)
    .onConflictDoNothing({ target: inpatientStays.inpatientNo })
    .returning({ id: inpatientStays.id });
  return rows.length > 0;
}

export async function updateStay(db: Database, id: number, values: Partial<StayValues>) {
  await db.update(inpatientStays).set(values).where(eq(inpatientStays.id, id));
}

type CostValues = Omit<typeof inpatientCostItems.$inferInsert, 'id'>;

export async function findCostItem(db: Database, hisId: string) {
  const [row] = await db
    .select()
    .from(inpatientCostItems)
    .where(eq(inpatientCostItems.hisId, hisId))
    .for('update');
  return row ?? null;
}

/** Inserts or rewrites the line by its HIS id in one statement. */
export async function upsertCostItem(db: Database, values: CostValues) {
  const { hisId, ...rest } = values;
  await db
    .insert(inpatientCostItems)
    .values(values)
    .onConflictDoUpdate({ target: inpatientCostItems.hisId, set: rest });
  return hisId;
}

export async function findWindowDeposit(db: Database, hisId: string) {
  const [row] = await db.select().from(inpatientDeposits).where(eq(inpatientDeposits.hisId, hisId));
  return row ?? null;
}

/** False when a concurrent request recorded the same receipt first. */
export async function insertWindowDeposit(
  db: Database,
  values: Omit<typeof inpatientDeposits.$inferInsert, 'id' | 'source' | 'status'>,
): Promise<boolean> {
  const rows = await db
    .insert(inpatientDeposits)
    .values({ ...values, source: 'window', status: 'paid' })
    .onConflictDoNothing({ target: inpatientDeposits.hisId })
    .returning({ id: inpatientDeposits.id });
  return rows.length > 0;
}

export async function findStep(db: Database, stayId: number, step: DischargeStep) {
  const [row] = await db
    .select()
    .from(inpatientDischargeSteps)
    .where(and(eq(inpatientDischargeSteps.stayId, stayId), eq(inpatientDischargeSteps.step, step)));
  return row ?? null;
}

export async function writeStep(
  db: Database,
  values: typeof inpatientDischargeSteps.$inferInsert,
): Promise<void> {
  await db
    .insert(inpatientDischargeSteps)
    .values(values)
    .onConflictDoUpdate({
      target: [inpatientDischargeSteps.stayId, inpatientDischargeSteps.step],
      set: { done: values.done, doneAt: values.doneAt },
    });
}
