import type { HisOutpatientBillWithId } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import { HisRefusal, type HisWrite } from '../../http/his-batch.ts';
import { cardHolder } from '../patients/index.ts';
import { closeOrder } from '../payments/index.ts';
import {
  billItems,
  findRefundableItem,
  holderOrderOf,
  insertBill,
  lockBillByNo,
  markPaidAtWindow,
  markVoided,
  replaceItems,
  updateBill,
  type BillValues,
} from './his-repository.ts';
import { refundPaidLine } from './line-refund.ts';
import { findBillByNo, type BillRow } from './repository.ts';

const refuseChanged = (bill: BillRow): never => {
  if (bill.status === 'voided') throw new HisRefusal('账单已作废，不能再修改');
  if (bill.status === 'credited')
    throw new HisRefusal('账单已先诊疗后付费，待患者结清，不能再修改或作废');
  throw new HisRefusal('账单已缴费，不能再修改或作废');
};

/** Still to be paid: unpaid, or on the patient's credit line. */
const due = (bill: BillRow) => bill.status === 'unpaid' || bill.status === 'credited';

/**
 * The bill, locked, after closing the patient's open payment for it: the payment order's
 * lock comes before the bill's, as on the payment path. Null for an unknown bill number.
 * Refused when the payment was paid meanwhile.
 */
async function freeBill(tx: Database, hisId: string): Promise<BillRow | null> {
  const seen = await findBillByNo(tx, hisId);
  if (!seen) return null;
  const holder = due(seen) ? await holderOrderOf(tx, seen) : null;
  if (holder?.status === 'pending' && !(await closeOrder(tx, holder.id)))
    throw new HisRefusal('患者已在线上缴费，请以线上缴费为准');
  const bill = await lockBillByNo(tx, hisId);
  if (bill && due(bill) && bill.heldById !== seen.heldById)
    throw new HisRefusal('患者正在缴费，请稍后重试');
  return bill;
}

/** Each line's amount is its quantity at its unit price, to the fen; the total is their sum. */
function checkAmounts(bill: HisOutpatientBillWithId): number {
  bill.items.forEach((item, index) => {
    if (Math.abs(Math.round(item.quantity * item.unitPriceFen) - item.amountFen) > 1)
      throw new HisRefusal(`第 ${index + 1} 项金额与数量、单价不符`);
  });
  return bill.items.reduce((sum, item) => sum + item.amountFen, 0);
}

const sameBill = (row: BillRow, values: BillValues) =>
  (Object.keys(values) as (keyof BillValues)[]).every((key) => row[key] === values[key]);

const ITEM_FIELDS = [
  'name',
  'specification',
  'quantity',
  'unit',
  'unitPriceFen',
  'amountFen',
  'category',
  'execDepartment',
  'building',
  'floor',
  'place',
] as const;

/**
 * One bill from the HIS by its number, in the bill's own transaction. Sent again while
 * unpaid it replaces the bill (a payment the patient had open for it is closed, since its
 * sum changed); a paid or voided bill is refused.
 */
export async function upsertHisBill(
  tx: Database,
  bill: HisOutpatientBillWithId,
  now: Date,
): Promise<HisWrite> {
  const { hisId, items, ...rest } = bill;
  const values: BillValues = { ...rest, totalFen: checkAmounts(bill) };
  if (!(await cardHolder({ db: tx }, bill.cardNo)))
    throw new HisRefusal(`就诊卡 ${bill.cardNo} 未登记，请先登记就诊卡`);
  const seen = await findBillByNo(tx, hisId);
  if (!seen) {
    const id = await insertBill(tx, hisId, values, now);
    if (id === null) throw new HisRefusal('账单正在被同时写入，请重试');
    await replaceItems(tx, id, items);
    return 'created';
  }
  if (seen.status !== 'unpaid') refuseChanged(seen);
  const lines = await billItems(tx, seen.id);
  const unchanged =
    sameBill(seen, values) &&
    lines.length === items.length &&
    items.every((item, i) => ITEM_FIELDS.every((key) => lines[i]?.[key] === item[key]));
  if (unchanged) return 'unchanged';
  const row = await freeBill(tx, hisId);
  if (!row || row.status !== 'unpaid') return refuseChanged(row ?? seen);
  await updateBill(tx, row.id, values, now);
  await replaceItems(tx, row.id, items);
  return 'updated';
}

/** Voids an unpaid bill; a payment the patient had open for it is closed with it. */
export async function voidHisBill(tx: Database, hisId: string, now: Date): Promise<HisWrite> {
  const bill = await freeBill(tx, hisId);
  if (!bill) throw new HisRefusal('账单不存在');
  if (bill.status === 'voided') return 'unchanged';
  if (bill.status !== 'unpaid') refuseChanged(bill);
  await markVoided(tx, bill.id, now);
  return 'updated';
}

/** The bill was paid at the hospital's window, on credit or not: the app stops offering it. */
export async function windowPaidHisBill(
  tx: Database,
  hisId: string,
  paidAt: Date,
  now: Date,
): Promise<HisWrite> {
  const bill = await freeBill(tx, hisId);
  if (!bill) throw new HisRefusal('账单不存在');
  if (bill.status === 'paid' && bill.paidVia === 'window') return 'unchanged';
  if (bill.status === 'voided') throw new HisRefusal('账单已作废');
  if (!due(bill)) throw new HisRefusal('患者已在线上缴费，请在窗口退回所收款项');
  await markPaidAtWindow(tx, bill.id, paidAt, now);
  return 'updated';
}

/** A line of a bill paid in the app was taken back at the hospital: refunded once. */
export async function refundHisBillItem(
  tx: Database,
  hisId: string,
  lineNo: number,
  reason: string,
): Promise<HisWrite> {
  const bill = await findBillByNo(tx, hisId);
  if (!bill) throw new HisRefusal('账单不存在');
  const item = await findRefundableItem(tx, bill.id, lineNo);
  const outcome = item && (await refundPaidLine(tx, bill, item, { reason, actor: 'his' }));
  if (outcome === 'not_paid_online') throw new HisRefusal('只有在线上缴费的账单可以在此退费');
  if (!outcome) throw new HisRefusal(`账单没有第 ${lineNo} 项`);
  return outcome === 'refunded' ? 'updated' : 'unchanged';
}
