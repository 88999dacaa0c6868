import type { DischargeStep } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../http/http-error.ts';
import { hospitalSettings } from '../hospitals/index.ts';
import {
  depositTotalFen,
  depositsOfStay,
  dischargeProgress,
  lockStay,
  markStaySettled,
  visibleStay,
} from '../inpatient/index.ts';
import {
  closeOrder,
  createPaymentOrder,
  onPaymentEvent,
  requestRefund,
} from '../payments/index.ts';
import { emitWebhook } from '../webhooks/index.ts';
import {
  finishSettlement,
  findRecord,
  findSettlementById,
  findSettlementOfStay,
  insertSettlement,
  insertSettlementRefund,
  setSettlementOrder,
  type SettlementRow,
} from './repository.ts';
import { settlementForHis, splitOf } from './split.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** What each unfinished step asks of the family, in the words the window uses. */
export const STEP_ADVICE: Record<DischargeStep, string> = {
  medicine_returned: '请到病区护士站办理退药',
  exams_settled: '请等待检查检验费用结清，或到住院收费处咨询',
  nurse_station_cleared: '请到病区护士站办理出院手续',
};

/**
 * The order for the balance, waiting as long as any other payment does. The settings are
 * read before the caller's transaction: one connection may hold it.
 */
async function balanceOrder(
  tx: Database,
  settlement: SettlementRow,
  now: Date,
  timeoutMinutes: number,
) {
  const order = await createPaymentOrder(
    tx,
    {
      userId: settlement.userId,
      subjectType: 'discharge_settlement',
      subjectId: settlement.id,
      amountFen: settlement.balanceFen,
      description: '出院结算补缴',
      descriptionTemplate: null,
      expiresAt: new Date(now.getTime() + timeoutMinutes * 60_000),
    },
    now,
  );
  await setSettlementOrder(tx, settlement.id, order.id);
  return order;
}

/**
 * The surplus goes back across the deposits that made it up, newest first, each to its
 * own channel and never more than it still holds: online ones through the payment core in
 * this transaction (its worker sends them), window ones at the window.
 */
async function refundSurplus(tx: Database, settlement: SettlementRow, userId: number) {
  let left = -settlement.balanceFen;
  for (const { deposit, order } of await depositsOfStay(tx, settlement.stayId, true)) {
    if (left === 0) break;
    const take = Math.min(left, deposit.amountFen - deposit.refundedFen);
    if (take <= 0) continue;
    const refund = order
      ? await requestRefund(tx, order.id, {
          amountFen: take,
          reason: '出院结算退还预交金',
          outRefundNo: `D${settlement.id}N${deposit.id}`,
          actor: `user:${userId}`,
        })
      : null;
    await insertSettlementRefund(tx, {
      settlementId: settlement.id,
      depositId: deposit.id,
      amountFen: take,
      refundId: refund?.id ?? null,
      channel: order?.channel ?? 'window',
    });
    left -= take;
  }
  if (left > 0) throw new Error(`settlement ${settlement.id}: surplus beyond the deposits`);
}

/** The settlement done: refunds reserved, the stay closed, the HIS told, all in `tx`. */
async function settleNow(tx: Database, settlement: SettlementRow, userId: number, now: Date) {
  if (settlement.balanceFen < 0) await refundSurplus(tx, settlement, userId);
  await emitWebhook(tx, 'discharge.settled', await settlementForHis(tx, settlement.id, now));
}

/**
 * Settles one of the account's stays once. Under the stay's lock: a settlement already
 * made is answered again (a second tap), a stay the window settled is refused, and only a
 * stay whose discharge checks are all done and whose trial matches our deposits is
 * settled. A surplus is refunded at once; a balance waits for its payment order.
 */
export async function closeAccount(deps: Deps, userId: number, stayId: number): Promise<number> {
  await visibleStay(deps, userId, stayId);
  const progress = await dischargeProgress(deps, userId, stayId);
  const { paymentTimeoutMinutes } = await hospitalSettings(deps);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const stay = await lockStay(tx, stayId);
    const existing = await findSettlementOfStay(tx, stayId);
    if (existing) return existing.id;
    if (!stay || stay.status === 'settled')
      throw conflict('该住院记录已在窗口结算', 'ALREADY_SETTLED');
    if (stay.status !== 'discharge_ordered')
      throw conflict('医生尚未开具出院医嘱，暂不能办理出院结算', 'NOT_DISCHARGE_ORDERED');
    const missing = progress.steps.filter((step) => !step.done);
    if (missing.length > 0)
      throw conflict(missing.map((step) => STEP_ADVICE[step.step]).join('；'), 'STEPS_PENDING');
    const record = await findRecord(tx, stayId);
    const depositFen = await depositTotalFen(tx, stayId);
    const split = record && splitOf(record, depositFen);
    if (!split) throw conflict('费用预结算尚未生成，请稍后再试', 'NO_TRIAL');
    // The HIS counting more than we hold means a window deposit has not reached us yet; it
    // counting less is an app top-up whose webhook it has not read yet, which we hold.
    if (record.hisDepositFen !== null && record.hisDepositFen > depositFen)
      throw conflict('预交金正在与医院核对，请稍后再试', 'TRIAL_OUTDATED');
    const owes = split.balanceFen > 0;
    const settlement = await insertSettlement(tx, {
      stayId,
      userId,
      totalFen: split.totalFen,
      insuranceFundFen: split.insuranceFundFen,
      personalAccountFen: split.personalAccountFen,
      depositFen,
      balanceFen: split.balanceFen,
      status: owes ? 'awaiting_payment' : 'settled',
      createdAt: now,
      settledAt: owes ? null : now,
    });
    if (owes) {
      await balanceOrder(tx, settlement, now, paymentTimeoutMinutes);
      return settlement.id;
    }
    if (!(await markStaySettled(tx, stayId, now)))
      throw conflict('该住院记录已在窗口结算', 'ALREADY_SETTLED');
    await settleNow(tx, settlement, userId, now);
    return settlement.id;
  });
}

/**
 * A new order for a balance whose last one expired unpaid. The old one is closed first, so
 * a payment reaching it late goes back by itself; null when it was paid meanwhile.
 */
export async function renewBalanceOrder(deps: Deps, settlement: SettlementRow) {
  const { paymentTimeoutMinutes } = await hospitalSettings(deps);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (settlement.paymentOrderId !== null && !(await closeOrder(tx, settlement.paymentOrderId)))
      return null;
    return balanceOrder(tx, settlement, now, paymentTimeoutMinutes);
  });
}

/**
 * The stay is settled when its balance is paid, unless the window settled it first: then
 * the payment goes back whole, in the same transaction.
 */
export function followSettlementPayments(): void {
  onPaymentEvent('discharge_settlement', {
    async paid(tx, payment, now) {
      const settlement = await findSettlementById(tx, payment.subjectId);
      if (!settlement) throw new Error(`settlement ${payment.subjectId} missing for its payment`);
      await lockStay(tx, settlement.stayId);
      const current =
        settlement.paymentOrderId === payment.id && settlement.status === 'awaiting_payment';
      if (current && (await markStaySettled(tx, settlement.stayId, now))) {
        await finishSettlement(tx, settlement.id, 'settled', now);
        await settleNow(tx, settlement, settlement.userId, now);
        return;
      }
      if (current) await finishSettlement(tx, settlement.id, 'cancelled', now);
      await requestRefund(tx, payment.id, {
        amountFen: payment.amountFen,
        reason: '已在窗口办理出院结算，退回补缴款',
        outRefundNo: `D${settlement.id}W${payment.id}`,
      });
    },
  });
}
