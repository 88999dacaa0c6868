import type {
  DepositPayment,
  DepositTopUp,
  InpatientDeposit,
  ServerSource,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { hospitalSettings } from '../hospitals/index.ts';
import {
  closeDueOrders,
  createPaymentOrder,
  onPaymentEvent,
  preparePayment,
  queryAndSync,
} from '../payments/index.ts';
import { emitWebhook } from '../webhooks/index.ts';
import {
  addDepositRefund,
  claimDueDeposits,
  depositForHis,
  findOwnDeposit,
  insertDeposit,
  lockStay,
  markDepositClosed,
  markDepositPaid,
  setDepositPaymentOrder,
} from './repository.ts';
import { presentDeposit, visibleStay } from './service.ts';

type PayDeps = Pick<ServerDeps, 'db' | 'clock' | 'payments' | 'log'>;

/**
 * A top-up of a stay the account follows, while the stay is still open: the deposit and
 * its payment order commit together (the amount is the patient's choice within the
 * contract's limits), then the host's pay parameters are asked for outside the transaction.
 */
export async function topUpDeposit(
  deps: PayDeps,
  userId: number,
  input: DepositTopUp,
  host: ServerSource,
): Promise<DepositPayment> {
  await visibleStay(deps, userId, input.id);
  const now = deps.clock.now();
  const settings = await hospitalSettings(deps);
  const expiresAt = new Date(now.getTime() + settings.paymentTimeoutMinutes * 60_000);
  const { depositId, payment } = await deps.db.transaction(async (tx) => {
    // Locked so a settlement at the window cannot slip between the check and the insert.
    const stay = await lockStay(tx, input.id);
    if (!stay) throw notFound('住院记录不存在');
    if (stay.status === 'settled') throw conflict('该住院已结算，无需缴纳押金', 'STAY_SETTLED');
    const deposit = await insertDeposit(tx, {
      stayId: stay.id,
      source: 'online',
      userId,
      amountFen: input.amountFen,
      status: 'pending_payment',
      createdAt: now,
    });
    const order = await createPaymentOrder(
      tx,
      {
        userId,
        subjectType: 'inpatient_deposit',
        subjectId: deposit.id,
        amountFen: input.amountFen,
        description: `住院押金 ${stay.patientName} 住院号${stay.inpatientNo}`,
        descriptionTemplate: null,
        expiresAt,
      },
      now,
    );
    await setDepositPaymentOrder(tx, deposit.id, order.id);
    return { depositId: deposit.id, payment: order };
  });
  const params = await preparePayment(deps, payment, {
    host,
    userId,
    returnUrl: `/pay/inHospitalPay?id=${input.id}&depositId=${depositId}`,
  });
  return { depositId, params };
}

/** One of the account's top-ups; a pending one first asks the provider in case a notify is late. */
export async function topUpResult(
  deps: PayDeps,
  userId: number,
  depositId: number,
): Promise<InpatientDeposit & { stayId: number }> {
  let row = await findOwnDeposit(deps.db, userId, depositId);
  if (!row) throw notFound('缴费记录不存在');
  if (row.deposit.status === 'pending_payment' && row.order) {
    const payment = await queryAndSync(deps, row.order.id);
    if (payment?.status === 'paid') row = (await findOwnDeposit(deps.db, userId, depositId)) ?? row;
  }
  return { ...presentDeposit(row), stayId: row.deposit.stayId };
}

/** The deposit follows its payment; the HIS hears of it in the payment's own transaction. */
export function followDepositPayments(): void {
  onPaymentEvent('inpatient_deposit', {
    async paid(tx, payment, now) {
      const paidAt = payment.paidAt ?? now;
      if (!(await markDepositPaid(tx, payment.subjectId, paidAt))) return;
      const deposit = await depositForHis(tx, payment.subjectId);
      if (deposit)
        await emitWebhook(tx, 'inpatient.deposit.paid', {
          ...deposit,
          at: paidAt.toISOString(),
        });
    },
    async refunded(tx, payment, refund, now) {
      // A second payment of the same order going back is not part of the deposit.
      if (refund.extraPaymentId !== null) return;
      await addDepositRefund(tx, payment.subjectId, refund.amountFen);
      const deposit = await depositForHis(tx, payment.subjectId);
      if (deposit)
        await emitWebhook(tx, 'inpatient.deposit.refunded', {
          ...deposit,
          outRefundNo: refund.outRefundNo,
          refundFen: refund.amountFen,
          at: now.toISOString(),
        });
    },
  });
}

const BATCH = 100;

/** Top-ups left unpaid past their deadline close with their payment orders. Returns how many. */
export const closeLapsedDeposits = (deps: Pick<ServerDeps, 'db'>, now: Date): Promise<number> =>
  closeDueOrders(deps.db, (tx) => claimDueDeposits(tx, now, BATCH), markDepositClosed);
