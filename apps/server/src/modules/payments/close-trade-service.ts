import type { Database } from '../../db/client.ts';
import { depsOf, type ServerDeps } from '../../deps.ts';
import { enqueueSideEffect, onSideEffect } from '../../side-effects/index.ts';
import type { PaymentProvider } from './providers/gateway.ts';
import { providerGateway, providerOfChannel } from './providers/gateway-for.ts';
import { getPaymentOrder, type PaymentOrder } from './repository.ts';

export const CLOSE_TRADE_SIDE_EFFECT = 'close-trade';

/**
 * Writes, in the transaction that closes the order, the side effect that closes its trade
 * at the provider the payer last chose, so no late payment can be made there. An order
 * whose cashier was never opened has no trade.
 */
export async function enqueueCloseTrade(tx: Database, order: PaymentOrder): Promise<void> {
  if (order.channel === null) return;
  const provider = providerOfChannel(order.channel);
  await enqueueSideEffect(tx, {
    kind: CLOSE_TRADE_SIDE_EFFECT,
    dedupeKey: `close-trade:${order.id}:${provider}`,
    payload: { orderId: order.id, provider },
  });
}

const isProvider = (value: unknown): value is PaymentProvider =>
  value === 'wechat' || value === 'alipay';

/**
 * Run by the side-effect worker, again after a crash: closing twice is harmless. A trade
 * paid before the close is not ours to settle here: its notify (or the query when the
 * payer comes back) records the payment, and a payment of a closed order is refunded.
 */
async function closeTrade(
  deps: Pick<ServerDeps, 'db' | 'payments' | 'log'>,
  payload: Record<string, unknown>,
): Promise<'done'> {
  const { orderId, provider } = payload;
  if (typeof orderId !== 'number' || !isProvider(provider))
    throw new Error('close-trade side effect without orderId or provider');
  const order = await getPaymentOrder(deps.db, orderId);
  if (!order) throw new Error(`payment order ${orderId} not found`);
  const outcome = await providerGateway(deps, provider).close(order.outTradeNo);
  if (outcome === 'paid') deps.log.info({ orderId, provider }, 'trade paid before it was closed');
  return 'done';
}

/** Puts trade closes on the side-effect worker; called once at start. */
export function closeTradesFromOutbox(): void {
  onSideEffect(CLOSE_TRADE_SIDE_EFFECT, (app, payload) => closeTrade(depsOf(app), payload));
}
