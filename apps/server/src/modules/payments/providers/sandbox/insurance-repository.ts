import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import {
  sandboxInsuranceAuths,
  sandboxInsuranceOrders,
  sandboxInsuranceRefunds,
  sandboxInsuredPersons,
} from '../../../../db/schema/index.ts';
import { DEMO_INSURANCE_RULE } from './insurance-rule.ts';

export type SandboxInsuranceOrder = typeof sandboxInsuranceOrders.$inferSelect;
export type SandboxInsuredPerson = typeof sandboxInsuredPersons.$inferSelect;

/** The person, opened with the demo rule's balance and deductible on first sight. */
export async function ensureInsuredPerson(
  db: Database,
  personKey: string,
  name: string,
): Promise<void> {
  await db
    .insert(sandboxInsuredPersons)
    .values({
      personKey,
      name,
      balanceFen: DEMO_INSURANCE_RULE.openingBalanceFen,
      deductibleLeftFen: DEMO_INSURANCE_RULE.yearlyDeductibleFen,
    })
    .onConflictDoNothing();
}

export async function findInsuredPerson(
  db: Database,
  personKey: string,
): Promise<SandboxInsuredPerson | undefined> {
  const [row] = await db
    .select()
    .from(sandboxInsuredPersons)
    .where(eq(sandboxInsuredPersons.personKey, personKey));
  return row;
}

export async function insertAuth(db: Database, values: typeof sandboxInsuranceAuths.$inferInsert) {
  await db.insert(sandboxInsuranceAuths).values(values);
}

/** Uses a live authCode once; undefined when unknown, used or expired. */
export async function useAuthCode(db: Database, authCode: string, now: Date) {
  const [row] = await db
    .update(sandboxInsuranceAuths)
    .set({ usedAt: now })
    .where(
      and(
        eq(sandboxInsuranceAuths.authCode, authCode),
        isNull(sandboxInsuranceAuths.usedAt),
        gte(sandboxInsuranceAuths.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function personOfPayAuthNo(db: Database, payAuthNo: string) {
  const [row] = await db
    .select({ person: sandboxInsuredPersons })
    .from(sandboxInsuranceAuths)
    .innerJoin(
      sandboxInsuredPersons,
      eq(sandboxInsuredPersons.personKey, sandboxInsuranceAuths.personKey),
    )
    .where(eq(sandboxInsuranceAuths.payAuthNo, payAuthNo));
  return row?.person;
}

export async function insertInsuranceOrder(
  db: Database,
  values: typeof sandboxInsuranceOrders.$inferInsert,
): Promise<void> {
  await db.insert(sandboxInsuranceOrders).values(values);
}

export async function findByPayOrdId(db: Database, payOrdId: string) {
  const [row] = await db
    .select()
    .from(sandboxInsuranceOrders)
    .where(eq(sandboxInsuranceOrders.payOrdId, payOrdId))
    .for('update');
  return row;
}

/** The latest mixed order under our order number (a failed one may be followed by another). */
export async function findByOutTradeNo(db: Database, outTradeNo: string) {
  const [row] = await db
    .select()
    .from(sandboxInsuranceOrders)
    .where(eq(sandboxInsuranceOrders.outTradeNo, outTradeNo))
    // A failed attempt never hides the attempt that followed it.
    .orderBy(
      sql`${sandboxInsuranceOrders.mixStatus} = 'FAIL'`,
      desc(sandboxInsuranceOrders.createdAt),
    )
    .limit(1)
    .for('update');
  return row;
}

export async function updateInsuranceOrder(
  db: Database,
  payOrdId: string,
  values: Partial<typeof sandboxInsuranceOrders.$inferInsert>,
): Promise<void> {
  await db
    .update(sandboxInsuranceOrders)
    .set(values)
    .where(eq(sandboxInsuranceOrders.payOrdId, payOrdId));
}

/** Moves the person's balance and deductible by the given amounts (negative: spend). */
export async function moveBalance(
  db: Database,
  personKey: string,
  balanceFen: number,
  deductibleFen: number,
): Promise<void> {
  await db
    .update(sandboxInsuredPersons)
    .set({
      balanceFen: sql`${sandboxInsuredPersons.balanceFen} + ${balanceFen}`,
      deductibleLeftFen: sql`${sandboxInsuredPersons.deductibleLeftFen} + ${deductibleFen}`,
    })
    .where(eq(sandboxInsuredPersons.personKey, personKey));
}

/** False when this refund number already refunded this part. */
export async function insertInsuranceRefund(
  db: Database,
  values: typeof sandboxInsuranceRefunds.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(sandboxInsuranceRefunds)
    .values(values)
    .onConflictDoNothing()
    .returning({ no: sandboxInsuranceRefunds.outRefundNo });
  return rows.length > 0;
}

/** A day's payments and refunds (`from` inclusive, `to` exclusive). */
export async function insuranceBillLines(db: Database, from: Date, to: Date) {
  const paid = await db
    .select({
      outTradeNo: sandboxInsuranceOrders.outTradeNo,
      amountFen: sandboxInsuranceOrders.totalFen,
    })
    .from(sandboxInsuranceOrders)
    .where(
      and(
        gte(sandboxInsuranceOrders.paidAt, from),
        lt(sandboxInsuranceOrders.paidAt, to),
        sql`${sandboxInsuranceOrders.mixStatus} in ('SUCCESS', 'REFUND')`,
      ),
    );
  const refunded = await db
    .select({
      outTradeNo: sandboxInsuranceOrders.outTradeNo,
      outRefundNo: sandboxInsuranceRefunds.outRefundNo,
      amountFen: sql<number>`sum(${sandboxInsuranceRefunds.amountFen})::int`,
    })
    .from(sandboxInsuranceRefunds)
    .innerJoin(
      sandboxInsuranceOrders,
      eq(sandboxInsuranceOrders.payOrdId, sandboxInsuranceRefunds.payOrdId),
    )
    .where(
      and(
        gte(sandboxInsuranceRefunds.createdAt, from),
        lt(sandboxInsuranceRefunds.createdAt, to),
        sql`${sandboxInsuranceOrders.mixStatus} = 'REFUND'`,
      ),
    )
    .groupBy(sandboxInsuranceOrders.outTradeNo, sandboxInsuranceRefunds.outRefundNo);
  return { paid, refunded };
}
