import { buildPath } from '@hospital/contract';
import {
  batchUpsertHisExamOrders,
  batchUpsertHisExamPeriods,
  batchUpsertHisExamRooms,
  type HisBatchResult,
} from '@hospital/contract/his';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { examOrders, examPeriods, patientCards, patients } from '../../../src/db/schema/index.ts';
import { signInPayer, type Payer } from '../payments/helpers.ts';

let cards = 0;

export async function hisBatch(
  app: FastifyInstance,
  headers: { authorization: string },
  path: string,
  items: unknown[],
): Promise<HisBatchResult> {
  const response = await app.inject({
    method: 'POST',
    url: buildPath(path),
    headers,
    payload: { items },
  });
  if (response.statusCode !== 200) throw new Error(`HIS batch failed: ${response.body}`);
  return response.json<HisBatchResult>();
}

export const room = (hisId: string) => ({
  hisId,
  name: `${hisId} 检查室`,
  building: '门诊楼',
  floor: '2F',
});

export const period = (
  hisId: string,
  roomHisId: string,
  date: string,
  startTime: string,
  endTime: string,
  changes: Record<string, unknown> = {},
) => ({
  hisId,
  roomHisId,
  date,
  startTime,
  endTime,
  capacity: 5,
  morning: startTime < '12:00',
  ...changes,
});

export async function publish(
  app: FastifyInstance,
  headers: { authorization: string },
  rooms: ReturnType<typeof room>[],
  periods: ReturnType<typeof period>[],
): Promise<void> {
  if (rooms.length > 0) await hisBatch(app, headers, batchUpsertHisExamRooms.path, rooms);
  await hisBatch(app, headers, batchUpsertHisExamPeriods.path, periods);
}

/** A signed-in user with one patient whose card the HIS registered. */
export async function patientWithCard(
  app: FastifyInstance,
): Promise<Payer & { cardNo: string; patientId: number }> {
  const who = await signInPayer(app);
  cards += 1;
  const cardNo = `EX${String(700_000_000 + cards)}`;
  const idNumber = `11010519491231${String(1000 + cards).slice(-4)}`;
  const [row] = await app.db
    .insert(patients)
    .values({
      ownerId: who.userId,
      name: `检查患者${cards}`,
      gender: 'FEMALE',
      relation: 'SELF',
      idType: 'ID_CARD',
      idNumber,
      birthDate: '1949-12-31',
      phone: '13800138000',
      patientCode: cardNo,
    })
    .returning({ id: patients.id });
  await app.db.insert(patientCards).values({ cardNo, name: '检查患者', idNumber });
  return { ...who, cardNo, patientId: row!.id };
}

export const order = (
  hisId: string,
  cardNo: string,
  roomHisId: string,
  changes: Record<string, unknown> = {},
) => ({
  hisId,
  cardNo,
  name: `${hisId} 检查`,
  kind: 'CT',
  roomHisId,
  preparation: '检查前请取下金属物品。',
  ...changes,
});

export const orderIdOf = async (app: FastifyInstance, hisId: string): Promise<number> =>
  (await app.db.select().from(examOrders).where(eq(examOrders.hisId, hisId)))[0]!.id;

export const periodOf = async (app: FastifyInstance, hisId: string) =>
  (await app.db.select().from(examPeriods).where(eq(examPeriods.hisId, hisId)))[0]!;

export const ordersPath = batchUpsertHisExamOrders.path;
