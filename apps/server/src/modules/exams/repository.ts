import { and, asc, eq, gt, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  examOrders,
  examPeriods,
  examRooms,
  patientCards,
  patients,
} from '../../db/schema/index.ts';
import type { ExamPeriodRow } from './his-repository.ts';

/**
 * An exam shows to the patient whose card number it names while the HIS confirms that
 * card for the patient's ID number, as reports do, and only to that patient's owner.
 */
const heldBy = (userId: number): SQL =>
  and(
    eq(patients.patientCode, examOrders.cardNo),
    eq(patients.ownerId, userId),
    isNull(patients.deletedAt),
    sql`exists (select 1 from ${patientCards}
      where ${patientCards.cardNo} = ${patients.patientCode}
        and ${patientCards.idNumber} = upper(${patients.idNumber}))`,
  ) as SQL;

const examColumns = {
  order: examOrders,
  room: examRooms,
  period: examPeriods,
  patientId: patients.id,
  patientName: patients.name,
};

export interface ExamRow {
  order: typeof examOrders.$inferSelect;
  room: typeof examRooms.$inferSelect;
  period: ExamPeriodRow | null;
  patientId: number;
  patientName: string;
}

function examsWhere(db: Database, userId: number, where?: SQL): Promise<ExamRow[]> {
  return db
    .select(examColumns)
    .from(examOrders)
    .innerJoin(patients, heldBy(userId))
    .innerJoin(examRooms, eq(examRooms.id, examOrders.roomId))
    .leftJoin(examPeriods, eq(examPeriods.id, examOrders.periodId))
    .where(where)
    .orderBy(
      sql`${examOrders.periodId} is not null`,
      asc(examPeriods.date),
      asc(examPeriods.startTime),
      asc(examOrders.id),
    );
}

/** The user's patients' exams, awaiting a time first. */
export const examsOfUser = (db: Database, userId: number): Promise<ExamRow[]> =>
  examsWhere(db, userId);

export async function examOfUser(
  db: Database,
  userId: number,
  orderId: number,
): Promise<ExamRow | null> {
  const [row] = await examsWhere(db, userId, eq(examOrders.id, orderId));
  return row ?? null;
}

/** The exams of one card's group, the caller's own among them. */
export const groupOf = (db: Database, userId: number, cardNo: string, groupKey: string) =>
  examsWhere(db, userId, and(eq(examOrders.cardNo, cardNo), eq(examOrders.groupKey, groupKey)));

export const examsByIds = (db: Database, userId: number, ids: number[]) =>
  examsWhere(db, userId, inArray(examOrders.id, ids));

/** A room's periods from `from` to `to`, both included, in time order. */
export function periodsOfRoom(
  db: Database,
  roomId: number,
  from: string,
  to: string,
): Promise<ExamPeriodRow[]> {
  return db
    .select()
    .from(examPeriods)
    .where(
      and(eq(examPeriods.roomId, roomId), gte(examPeriods.date, from), lte(examPeriods.date, to)),
    )
    .orderBy(asc(examPeriods.date), asc(examPeriods.startTime), asc(examPeriods.id));
}

export async function findPeriod(db: Database, id: number): Promise<ExamPeriodRow | null> {
  const [row] = await db.select().from(examPeriods).where(eq(examPeriods.id, id));
  return row ?? null;
}

/**
 * Takes a seat: the row lock serialises bookers and `remaining > 0` is re-checked on the
 * locked row, so a period is never overbooked however many race for it. False when full.
 */
export async function takeSeat(tx: Database, periodId: number): Promise<boolean> {
  const rows = await tx
    .update(examPeriods)
    .set({ remaining: sql`${examPeriods.remaining} - 1` })
    .where(and(eq(examPeriods.id, periodId), gt(examPeriods.remaining, 0)))
    .returning({ id: examPeriods.id });
  return rows.length > 0;
}

export async function giveSeat(tx: Database, periodId: number): Promise<void> {
  await tx
    .update(examPeriods)
    .set({ remaining: sql`${examPeriods.remaining} + 1` })
    .where(eq(examPeriods.id, periodId));
}

/**
 * Moves an exam from the period the caller read to another (null: none). False when a
 * concurrent request moved it first, so the caller's transaction rolls back.
 */
export async function movePeriod(
  tx: Database,
  orderId: number,
  from: number | null,
  to: number | null,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(examOrders)
    .set({ periodId: to, reservedAt: to === null ? null : now })
    .where(
      and(
        eq(examOrders.id, orderId),
        from === null ? isNull(examOrders.periodId) : eq(examOrders.periodId, from),
      ),
    )
    .returning({ id: examOrders.id });
  return rows.length > 0;
}
