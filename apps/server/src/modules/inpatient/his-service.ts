import type {
  HisDischargeChecksWithId,
  HisInpatientCostItemWithId,
  HisInpatientDepositWithId,
  HisInpatientStayWithId,
} from '@hospital/contract/his';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { HisRefusal, type HisWrite } from '../../http/his-batch.ts';
import {
  findCostItem,
  findStep,
  findWindowDeposit,
  insertStay,
  insertWindowDeposit,
  lockStayByNo,
  updateStay,
  upsertCostItem,
  writeStep,
} from './his-repository.ts';

const time = (value: string | null) => (value === null ? null : new Date(value));
const sameTime = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * One stay from the HIS, keyed by its inpatient number; runs in the item's transaction. A
 * settled stay stays settled: its money has been split and refunded.
 */
export async function upsertHisStay(
  db: Database,
  clock: Clock,
  item: HisInpatientStayWithId,
): Promise<HisWrite> {
  const { hisId, ...rest } = item;
  const values = {
    ...rest,
    admittedAt: new Date(rest.admittedAt),
    dischargedAt: time(rest.dischargedAt),
  };
  let row = await lockStayByNo(db, hisId);
  if (!row) {
    if (await insertStay(db, { ...values, inpatientNo: hisId, updatedAt: clock.now() }))
      return 'created';
    row = await lockStayByNo(db, hisId);
    if (!row) throw new Error(`stay ${hisId} vanished after a conflicting insert`);
  }
  if (row.status === 'settled' && values.status !== 'settled')
    throw new HisRefusal('该住院已结算，不能改回在院');
  if (row.patientCode !== values.patientCode) throw new HisRefusal('住院号已属于另一张就诊卡');
  const unchanged =
    (['patientName', 'department', 'ward', 'bed', 'doctor', 'status'] as const).every(
      (key) => row[key] === values[key],
    ) &&
    row.requiredDepositFen === values.requiredDepositFen &&
    row.lowBalanceFen === values.lowBalanceFen &&
    sameTime(row.admittedAt, values.admittedAt) &&
    sameTime(row.dischargedAt, values.dischargedAt);
  if (unchanged) return 'unchanged';
  await updateStay(db, row.id, { ...values, updatedAt: clock.now() });
  return 'updated';
}

/** The open stay a line or a deposit names; refused when unknown or already settled. */
async function openStay(db: Database, inpatientNo: string) {
  const stay = await lockStayByNo(db, inpatientNo);
  if (!stay) throw new HisRefusal(`住院号 ${inpatientNo} 不存在，请先推送住院记录`);
  if (stay.status === 'settled') throw new HisRefusal('该住院已结算，费用和押金不能再变');
  return stay;
}

/** One line of a day's bill; a correction rewrites the line, on the same stay only. */
export async function upsertHisCostItem(
  db: Database,
  item: HisInpatientCostItemWithId,
): Promise<HisWrite> {
  const stay = await openStay(db, item.inpatientNo);
  const values = {
    hisId: item.hisId,
    stayId: stay.id,
    day: item.day,
    item: item.item,
    category: item.category,
    quantity: item.quantity.toFixed(3),
    unit: item.unit,
    unitPriceFen: item.unitPriceFen,
    amountFen: item.amountFen,
  };
  const row = await findCostItem(db, item.hisId);
  if (row && row.stayId !== stay.id) throw new HisRefusal('该费用明细已属于另一次住院');
  if (row && (Object.keys(values) as (keyof typeof values)[]).every((k) => row[k] === values[k]))
    return 'unchanged';
  await upsertCostItem(db, values);
  return row ? 'updated' : 'created';
}

/**
 * A deposit paid at the window, by its receipt id. Money once recorded is not rewritten:
 * a correction is a new receipt, so a different amount under the same id is refused.
 */
export async function upsertHisDeposit(
  db: Database,
  item: HisInpatientDepositWithId,
): Promise<HisWrite> {
  const stay = await openStay(db, item.inpatientNo);
  const paidAt = new Date(item.paidAt);
  const same = (row: NonNullable<Awaited<ReturnType<typeof findWindowDeposit>>>) =>
    row.stayId === stay.id &&
    row.amountFen === item.amountFen &&
    row.windowChannel === item.channel &&
    sameTime(row.paidAt, paidAt);
  const existing = await findWindowDeposit(db, item.hisId);
  if (!existing) {
    const inserted = await insertWindowDeposit(db, {
      hisId: item.hisId,
      stayId: stay.id,
      amountFen: item.amountFen,
      windowChannel: item.channel,
      createdAt: paidAt,
      paidAt,
    });
    if (inserted) return 'created';
  }
  const row = existing ?? (await findWindowDeposit(db, item.hisId));
  if (row && same(row)) return 'unchanged';
  throw new HisRefusal('同一收据号的押金不能修改，更正请另开收据');
}

/** The discharge-check steps of a stay as they stand; a done step needs its time. */
export async function upsertHisDischargeChecks(
  db: Database,
  item: HisDischargeChecksWithId,
): Promise<HisWrite> {
  const stay = await lockStayByNo(db, item.hisId);
  if (!stay) throw new HisRefusal(`住院号 ${item.hisId} 不存在，请先推送住院记录`);
  let changed = false;
  for (const { step, done, doneAt } of item.steps) {
    if (done && doneAt === null) throw new HisRefusal(`${step} 已完成时须给出完成时间`);
    const at = done ? time(doneAt) : null;
    const row = await findStep(db, stay.id, step);
    if (row && row.done === done && sameTime(row.doneAt, at)) continue;
    await writeStep(db, { stayId: stay.id, step, done, doneAt: at });
    changed = true;
  }
  return changed ? 'updated' : 'unchanged';
}
