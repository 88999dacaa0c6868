import { depsOf, type ServerDeps } from '../../deps.ts';
import { onSideEffect } from '../../side-effects/index.ts';
import { gatewayFor, providerGateway } from './providers/gateway-for.ts';
import { REFUND_SIDE_EFFECT } from './refund-service.ts';
import { findRefundToSend } from './repository.ts';
import { settleRefund } from './settle-service.ts';

/**
 * Sends one reserved refund to the provider that holds the money and applies its answer.
 * Run by the side-effect worker, again after a crash or an outage, always with the refund's
 * own out_refund_no: the providers refund a number once and answer a repeat with its state.
 */
async function sendRefund(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'payments'>,
  payload: Record<string, unknown>,
): Promise<'done' | 'again'> {
  if (typeof payload.refundId !== 'number') throw new Error('refund side effect without refundId');
  const row = await findRefundToSend(deps.db, payload.refundId);
  if (!row) throw new Error(`refund ${payload.refundId} not found`);
  const { refund, order, extraProvider } = row;
  if (refund.status === 'success' || refund.status === 'failed') return 'done';
  const gateway = extraProvider
    ? providerGateway(deps, extraProvider)
    : gatewayFor(deps, order.channel);
  const outcome = await gateway.refund({
    outTradeNo: order.outTradeNo,
    outRefundNo: refund.outRefundNo,
    reason: refund.reason,
    refundFen: refund.amountFen,
    // What the refunded payment took: the order's amount, or the extra payment's own.
    totalFen: extraProvider ? refund.amountFen : order.amountFen,
  });
  const settled = await deps.db.transaction((tx) =>
    settleRefund(tx, refund.id, outcome, `provider:${gateway.provider}`, deps.clock.now()),
  );
  return settled.status === 'success' || settled.status === 'failed' ? 'done' : 'again';
}

/** Puts refunds on the side-effect worker; called once at start. */
export function sendRefundsFromOutbox(): void {
  onSideEffect(REFUND_SIDE_EFFECT, (app, payload) => sendRefund(depsOf(app), payload));
}
