import { depsOf } from '../../deps.ts';
import { HostApiError } from '../../providers/types.ts';
import { enqueueSideEffect, onSideEffect } from '../../side-effects/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  findOrderByOutTradeNo,
  getPaymentOrder,
  queryAndSync,
  type MixedOrderListener,
  type PaymentOrder,
} from '../payments/index.ts';
import {
  findSettlement,
  moveSettlement,
  settlementOfPayOrd,
  type SettlementRow,
} from './repository.ts';
import { insurer, type InsuranceDeps } from './service.ts';

const REVERSAL_SIDE_EFFECT = 'insurance-reversal';

/** The refund number of a reversal: stable per settlement, so the insurer gives back once. */
const reversalNo = (outTradeNo: string, settlementId: number) => `${outTradeNo}V${settlementId}`;

/** The insurer took the whole order: the settlement being paid reads paid. */
async function settlementPaid(deps: InsuranceDeps, settlement: SettlementRow, order: PaymentOrder) {
  await moveSettlement(
    deps.db,
    settlement.id,
    ['paying'],
    'paid',
    order.paidAt ?? deps.clock.now(),
  );
}

/**
 * Half-paid (the insurance part settled, the cash part failed): the order is never marked
 * paid; the settlement turns `reversing` and, in the same transaction, the outbox gets the
 * reversal of the insurance part, which the worker sends until the insurer confirms
 * (`reversed`). The bill is then unpaid again and the patient may pay it afresh.
 */
async function startReversal(deps: InsuranceDeps, settlement: SettlementRow, order: PaymentOrder) {
  await deps.db.transaction(async (tx) => {
    if (!(await moveSettlement(tx, settlement.id, ['paying'], 'reversing'))) return;
    await recordAudit(tx, {
      actor: 'provider:medicare',
      action: 'insurance_reversal_requested',
      entityType: 'payment_order',
      entityId: order.id,
      amountFen: settlement.fundFen + settlement.psnAcctFen,
      details: { settlementId: settlement.id },
    });
    await enqueueSideEffect(tx, {
      kind: REVERSAL_SIDE_EFFECT,
      dedupeKey: `insurance-reversal:${settlement.id}`,
      payload: { settlementId: settlement.id },
    });
  });
}

const settled = (order: PaymentOrder) => order.status !== 'pending' && order.status !== 'closed';

/**
 * Brings a settlement being paid up to what the insurer says when no notify came: paid
 * through the payment core's query path, as for any provider, or half-paid.
 */
export async function syncSettlement(
  deps: InsuranceDeps,
  settlement: SettlementRow,
): Promise<void> {
  if (settlement.status !== 'paying') return;
  const order = await queryAndSync(deps, settlement.orderId);
  if (!order) return;
  if (settled(order)) return settlementPaid(deps, settlement, order);
  let state;
  try {
    state = await insurer(deps).queryOrder(order.outTradeNo);
  } catch (error) {
    if (!(error instanceof HostApiError)) throw error;
    deps.log.warn({ settlementId: settlement.id, err: error }, 'insurance order query failed');
    return;
  }
  if (state?.status === 'FAIL' && state.insurancePart === 'SUCCESS')
    await startReversal(deps, settlement, order);
}

/**
 * The settlement a notify names follows it, once the payment core applied the notify to the
 * order: paid when the order is, reversing when the insurance part settled without its cash.
 */
export const followMixedOrderNotify: MixedOrderListener = async (deps, notice) => {
  const order = await findOrderByOutTradeNo(deps.db, notice.outTradeNo);
  if (!order) return;
  const settlement = await settlementOfPayOrd(deps.db, order.id, notice.payOrdId);
  if (settlement?.status !== 'paying') return;
  if (settled(order)) return settlementPaid(deps, settlement, order);
  if (notice.status === 'FAIL' && notice.insurancePart === 'SUCCESS')
    await startReversal(deps, settlement, order);
};

/** Puts the reversals of half-paid settlements on the side-effect worker; called once at start. */
export function sendReversalsFromOutbox(): void {
  onSideEffect(REVERSAL_SIDE_EFFECT, async (app, payload) => {
    const deps = depsOf(app);
    if (typeof payload.settlementId !== 'number') throw new Error('reversal without settlementId');
    const settlement = await findSettlement(deps.db, payload.settlementId);
    if (settlement?.status !== 'reversing') return 'done';
    const order = await getPaymentOrder(deps.db, settlement.orderId);
    if (!order) throw new Error(`order ${settlement.orderId} not found`);
    const outcome = await insurer(deps).reverseInsurance(
      order.outTradeNo,
      reversalNo(order.outTradeNo, settlement.id),
    );
    // Money the insurer still holds for an unpaid bill: retried with back-off until it is back.
    if (outcome.status !== 'success') return 'again';
    await deps.db.transaction(async (tx) => {
      if (!(await moveSettlement(tx, settlement.id, ['reversing'], 'reversed'))) return;
      await recordAudit(tx, {
        actor: 'provider:medicare',
        action: 'insurance_reversed',
        entityType: 'payment_order',
        entityId: order.id,
        amountFen: settlement.fundFen + settlement.psnAcctFen,
        details: { settlementId: settlement.id },
      });
    });
    return 'done';
  });
}
