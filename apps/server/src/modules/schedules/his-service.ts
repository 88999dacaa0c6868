import type { HisScheduleItem } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import { HisRefusal, type HisWrite } from '../../http/his-batch.ts';
import {
  doctorIdOfHisId,
  insertHisSchedule,
  isHalfDayTaken,
  lockHisSchedule,
  updateHisSchedule,
} from './his-repository.ts';

/**
 * A half-day from the HIS, keyed by its hisId. Publishing creates it with every number
 * free; sending it again may change its capacity (never below the numbers taken, booked
 * or held for payment) and, before any is taken, its fee. Which doctor and half-day it is
 * never changes, and a stopped half-day stays stopped.
 */
export async function upsertHisSchedule(db: Database, item: HisScheduleItem): Promise<HisWrite> {
  const doctorId = await doctorIdOfHisId(db, item.doctorHisId);
  if (doctorId === null) throw new HisRefusal(`医生 ${item.doctorHisId} 不存在`);
  let row = await lockHisSchedule(db, item.hisId);
  if (!row) {
    const clash = () =>
      new HisRefusal(`医生 ${item.doctorHisId} 在 ${item.date} ${item.period} 已有排班`);
    if (await isHalfDayTaken(db, doctorId, item)) throw clash();
    if ((await insertHisSchedule(db, doctorId, item)) !== null) return 'created';
    row = await lockHisSchedule(db, item.hisId);
    if (!row) throw clash();
  }
  if (row.doctorId !== doctorId || row.date !== item.date || row.period !== item.period)
    throw new HisRefusal(`排班 ${item.hisId} 的医生、日期和时段不能修改，请停诊后另行发布`);
  const stopped = row.status === 'stopped';
  if (stopped && !item.stopped) throw new HisRefusal(`排班 ${item.hisId} 已停诊，不能重新开放`);
  if (!stopped && item.stopped)
    throw new HisRefusal(`排班 ${item.hisId} 已开放，停诊请调用停诊接口`);
  const taken = row.capacity - row.remaining;
  if (item.capacity < taken)
    throw new HisRefusal(`排班 ${item.hisId} 已挂出 ${taken} 个号，号源不能少于 ${taken}`);
  if (item.feeFen !== row.feeFen && taken > 0)
    throw new HisRefusal(`排班 ${item.hisId} 已有患者挂号，不能修改挂号费`);
  if (item.capacity === row.capacity && item.feeFen === row.feeFen) return 'unchanged';
  await updateHisSchedule(db, row.id, { capacity: item.capacity, feeFen: item.feeFen });
  return 'updated';
}
