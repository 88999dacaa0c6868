import type { HisExamOrderItem, HisExamPeriodItem, HisExamRoomItem } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import { HisRefusal, type HisWrite } from '../../http/his-batch.ts';
import { cardHolder } from '../patients/index.ts';
import {
  insertOrder,
  insertPeriod,
  insertRoom,
  lockOrder,
  lockPeriod,
  lockRoom,
  roomIdOfHisId,
  updateOrder,
  updatePeriod,
  updateRoom,
} from './his-repository.ts';

async function roomOf(db: Database, hisId: string): Promise<number> {
  const id = await roomIdOfHisId(db, hisId);
  if (id === null) throw new HisRefusal(`检查室 ${hisId} 不存在`);
  return id;
}

/** An exam room by its hisId; its name and whereabouts follow the HIS. */
export async function upsertExamRoom(db: Database, item: HisExamRoomItem): Promise<HisWrite> {
  let row = await lockRoom(db, item.hisId);
  if (!row) {
    if ((await insertRoom(db, item)) !== null) return 'created';
    row = await lockRoom(db, item.hisId);
    if (!row) throw new HisRefusal(`检查室 ${item.hisId} 正在发布，请重试`);
  }
  if (row.name === item.name && row.building === item.building && row.floor === item.floor)
    return 'unchanged';
  await updateRoom(db, row.id, item);
  return 'updated';
}

/**
 * A room's period by its hisId. Which room, day and times it is never changes; its
 * capacity never goes below the exams booked into it.
 */
export async function upsertExamPeriod(db: Database, item: HisExamPeriodItem): Promise<HisWrite> {
  const roomId = await roomOf(db, item.roomHisId);
  let row = await lockPeriod(db, item.hisId);
  if (!row) {
    if ((await insertPeriod(db, roomId, item)) !== null) return 'created';
    row = await lockPeriod(db, item.hisId);
    if (!row) throw new HisRefusal(`检查时段 ${item.hisId} 正在发布，请重试`);
  }
  if (
    row.roomId !== roomId ||
    row.date !== item.date ||
    row.startTime !== item.startTime ||
    row.endTime !== item.endTime
  )
    throw new HisRefusal(`检查时段 ${item.hisId} 的检查室、日期和时间不能修改，请另行发布`);
  const booked = row.capacity - row.remaining;
  if (item.capacity < booked)
    throw new HisRefusal(`检查时段 ${item.hisId} 已预约 ${booked} 人，容量不能少于 ${booked}`);
  if (item.capacity === row.capacity && item.morning === row.morning) return 'unchanged';
  await updatePeriod(db, row, item);
  return 'updated';
}

/**
 * An exam ordered on a registered card. Once booked, its card and room stay (the period
 * belongs to that room); the name, preparation and flags follow the HIS.
 */
export async function upsertExamOrder(db: Database, item: HisExamOrderItem): Promise<HisWrite> {
  const roomId = await roomOf(db, item.roomHisId);
  if ((await cardHolder({ db }, item.cardNo)) === null)
    throw new HisRefusal(`就诊卡 ${item.cardNo} 未登记，请先登记就诊卡`);
  const { roomHisId: _room, ...fields } = item;
  const values = { ...fields, roomId };
  let row = await lockOrder(db, item.hisId);
  if (!row) {
    if ((await insertOrder(db, values)) !== null) return 'created';
    row = await lockOrder(db, item.hisId);
    if (!row) throw new HisRefusal(`检查申请 ${item.hisId} 正在发布，请重试`);
  }
  if (row.periodId !== null && (row.cardNo !== item.cardNo || row.roomId !== roomId))
    throw new HisRefusal(`检查申请 ${item.hisId} 已预约，就诊卡和检查室不能修改`);
  const same =
    row.cardNo === item.cardNo &&
    row.roomId === roomId &&
    row.name === item.name &&
    row.kind === item.kind &&
    row.preparation === item.preparation &&
    row.fasting === item.fasting &&
    row.groupKey === item.groupKey;
  if (same) return 'unchanged';
  await updateOrder(db, row.id, values);
  return 'updated';
}
