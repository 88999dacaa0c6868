import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { Database } from '../../db/client.ts';
import { hospitalSettings } from '../hospitals/index.ts';
import { closeDueOrders, closeOrder, createPaymentOrder } from '../payments/index.ts';
import {
  billIdsOf,
  claimDuePayments,
  findBills,
  holdersOf,
  insertPayment,
  lockBills,
  releaseBills,
  setPaymentOrder,
  type BillHolder,
  type BillRow,
} from './repository.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

export interface NewOutpatientPayment {
  userId: number;
  /** The card every bill must be on. */
  cardNo: string;
  billIds: number[];
}

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === b[i]);

/** Why a bill cannot be paid, in the patient's words. */
function refuseUnpayable(bill: BillRow): never {
  if (bill.status === 'voided')
    throw conflict(`账单 ${bill.hisId} 已被医院作废，请刷新`, 'BILL_VOIDED');
  throw conflict(`账单 ${bill.hisId} 已缴费，请刷新`, 'BILL_PAID');
}

/**
 * Lets go of the payments holding the bills: an expired one, or the same account's own
 * earlier choice, is closed (a payment still arriving for it is refunded by the payment
 * core); another account's live payment refuses. Runs before the bills are locked, since
 * the payment order's lock comes first.
 */
async function release(tx: Database, holders: BillHolder[], userId: number, now: Date) {
  for (const holder of holders) {
    if (holder.status === 'closed') continue;
    if (holder.status !== 'pending') throw conflict('账单已缴费，请刷新', 'BILL_PAID');
    const live = holder.expiresAt > now;
    if (live && holder.userId !== userId)
      throw conflict('账单正在由他人缴费，请稍后再试', 'BILL_IN_PAYMENT');
    if (!(await closeOrder(tx, holder.orderId))) throw conflict('账单已缴费，请刷新', 'BILL_PAID');
  }
}

/**
 * Turns bills of one card into one payment order at the bills' own total, in one
 * transaction. The same account choosing the same live set again gets that payment back.
 * Returns the outpatient payment's id.
 */
export async function createOutpatientPayment(
  deps: Deps,
  input: NewOutpatientPayment,
): Promise<number> {
  const now = deps.clock.now();
  const settings = await hospitalSettings(deps);
  return deps.db.transaction(async (tx) => {
    const seen = await findBills(tx, input.billIds);
    if (seen.length !== input.billIds.length || seen.some((bill) => bill.cardNo !== input.cardNo))
      throw notFound('账单不存在');
    const holders = await holdersOf(tx, input.billIds);
    const own = holders.find(
      (holder) =>
        holder.userId === input.userId && holder.status === 'pending' && holder.expiresAt > now,
    );
    if (own && holders.length === 1 && sameSet(await billIdsOf(tx, own.paymentId), input.billIds))
      return own.paymentId;
    await release(tx, holders, input.userId, now);
    const bills = await lockBills(tx, input.billIds);
    // A bill on credit is settled like an unpaid one.
    const unpayable = bills.find((bill) => bill.status !== 'unpaid' && bill.status !== 'credited');
    if (unpayable) refuseUnpayable(unpayable);
    const released = new Set(holders.map((holder) => holder.paymentId));
    if (bills.some((bill) => bill.heldById !== null && !released.has(bill.heldById)))
      throw conflict('账单正在缴费中，请稍后再试', 'BILL_IN_PAYMENT');
    const amountFen = bills.reduce((sum, bill) => sum + bill.totalFen, 0);
    const expiresAt = new Date(now.getTime() + settings.paymentTimeoutMinutes * 60_000);
    const paymentId = await insertPayment(
      tx,
      { userId: input.userId, cardNo: input.cardNo, amountFen, createdAt: now },
      input.billIds,
    );
    const order = await createPaymentOrder(
      tx,
      {
        userId: input.userId,
        subjectType: 'outpatient',
        subjectId: paymentId,
        amountFen,
        description: `门诊缴费 ${bills
          .map((bill) => bill.department)
          .filter(unique)
          .join('、')}`,
        // Department names are the HIS's words, with no catalogue entry to translate them.
        descriptionTemplate: null,
        expiresAt,
      },
      now,
    );
    await setPaymentOrder(tx, paymentId, order.id);
    return paymentId;
  });
}

const unique = <T>(value: T, index: number, all: T[]) => all.indexOf(value) === index;

const BATCH = 100;

/**
 * Payments left unpaid past their deadline close with their payment orders and let go of
 * their bills; a payment still arriving for one is refunded by the payment core. Returns how
 * many closed.
 */
export const closeDuePayments = (deps: Pick<ServerDeps, 'db'>, now: Date): Promise<number> =>
  closeDueOrders(deps.db, (tx) => claimDuePayments(tx, now, BATCH), releaseBills);
