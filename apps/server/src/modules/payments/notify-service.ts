import type { ServerDeps } from '../../deps.ts';
import type { NotifyEvent, PaymentProvider } from './providers/gateway.ts';
import { applyPaid, applyRefundNotify, type SettleOutcome } from './settle-service.ts';

/**
 * Applies a verified provider event. Throws NotifyMismatchError when it disagrees with our
 * order (the caller refuses it). A payment for an order expiry already closed, or for an
 * order already paid, is kept on record and its refund written in the same transaction.
 */
export async function settleNotify(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'log'>,
  provider: PaymentProvider,
  event: NotifyEvent,
): Promise<SettleOutcome | 'ignored'> {
  if (event.kind === 'ignored') return 'ignored';
  if (event.kind === 'refund') return applyRefundNotify(deps.db, provider, event, deps.clock.now());
  const { outcome, order } = await applyPaid(deps.db, provider, event, deps.clock.now());
  if (outcome === 'late' || outcome === 'extra')
    deps.log.warn({ orderId: order.id, outcome }, 'payment the order cannot keep; refunding');
  return outcome;
}
