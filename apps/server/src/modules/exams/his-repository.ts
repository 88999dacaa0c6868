import type { HisExamOrderItem, HisExamPeriodItem, HisExamRoomItem } from '@hospital/contract/his';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { examOrders, examPeriods, examRooms } from '../../db/schema/index.ts';

export type ExamRoomRow = typeof examRooms.$inferSelect;
export type ExamPeriodRow = typeof examPeriods.$inferSelect;
export type ExamOrderRow = typeof examOrders.$inferSelect;

export async function roomIdOfHisId(db: Database, hisId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: examRooms.id })
    .from(examRooms)
    .where(eq(examRooms.hisId, hisId));
  return row?.id ?? null;
}

export async function lockRoom(db: Database, hisId: string): Promise<ExamRoomRow | null> {
  const [row] = await db.select().from(examRooms).where(eq(examRooms.hisId, hisId)).for('update');
  return row ?? null;
}

/** Null when a concurrent request published the same hisId first. */
export async function insertRoom(db: Database, item: HisExamRoomItem): Promise<number | null> {
  const [row] = await db
    .insert(examRooms)
    .values(item)
    .onConflictDoNothing()
    .returning({ id: examRooms.id });
  return row?.id ?? null;
}

export async function updateRoom(db: Database, id: number, item: HisExamRoomItem): Promise<void> {
  const { name, building, floor } = item;
  await db.update(examRooms).set({ name, building, floor }).where(eq(examRooms.id, id));
}

/** Locked, so no booking moves `remaining` while the HIS changes the capacity. */
export async function lockPeriod(db: Database, hisId: string): Promise<ExamPeriodRow | null> {
  const [row] = await db
    .select()
    .from(examPeriods)
    .where(eq(examPeriods.hisId, hisId))
    .for('update');
  return row ?? null;
}

export async function insertPeriod(
  db: Database,
  roomId: number,
  item: HisExamPeriodItem,
): Promise<number | null> {
  const [row] = await db
    .insert(examPeriods)
    .values({
      hisId: item.hisId,
      roomId,
      date: item.date,
      startTime: item.startTime,
      endTime: item.endTime,
      capacity: item.capacity,
      remaining: item.capacity,
      morning: item.morning,
    })
    .onConflictDoNothing()
    .returning({ id: examPeriods.id });
  return row?.id ?? null;
}

/** `remaining` moves by as much as the capacity does. */
export async function updatePeriod(
  db: Database,
  row: ExamPeriodRow,
  values: { capacity: number; morning: boolean },
): Promise<void> {
  await db
    .update(examPeriods)
    .set({
      capacity: values.capacity,
      morning: values.morning,
      remaining: row.remaining + (values.capacity - row.capacity),
    })
    .where(eq(examPeriods.id, row.id));
}

export async function lockOrder(db: Database, hisId: string): Promise<ExamOrderRow | null> {
  const [row] = await db.select().from(examOrders).where(eq(examOrders.hisId, hisId)).for('update');
  return row ?? null;
}

type OrderValues = Omit<HisExamOrderItem, 'roomHisId'> & { roomId: number };

export async function insertOrder(db: Database, values: OrderValues): Promise<number | null> {
  const [row] = await db
    .insert(examOrders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: examOrders.id });
  return row?.id ?? null;
}

export async function updateOrder(db: Database, id: number, values: OrderValues): Promise<void> {
  const { hisId: _hisId, ...changes } = values;
  await db.update(examOrders).set(changes).where(eq(examOrders.id, id));
}
