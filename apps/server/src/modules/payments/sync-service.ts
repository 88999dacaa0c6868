import type { ServerDeps } from '../../deps.ts';
import { HostApiError } from '../../providers/types.ts';
import { settleNotify } from './notify-service.ts';
import { gatewayFor } from './providers/gateway-for.ts';
import { getPaymentOrder, type PaymentOrder } from './repository.ts';

/**
 * Asks the provider about a pending order when no notify came (the page polls, expiry is
 * near) and applies a payment it reports, through the same once-only path as a notify.
 */
export async function queryAndSync(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'payments' | 'log'>,
  orderId: number,
): Promise<PaymentOrder | undefined> {
  const order = await getPaymentOrder(deps.db, orderId);
  if (!order || order.status !== 'pending' || order.channel === null) return order;
  const gateway = gatewayFor(deps, order.channel);
  try {
    const trade = await gateway.queryTrade(order.outTradeNo);
    if (trade.state !== 'paid' || !trade.providerTradeNo || trade.amountFen === undefined)
      return order;
    await settleNotify(deps, gateway.provider, {
      kind: 'paid',
      // One ledger row per trade however often it is queried.
      eventId: `query:${trade.providerTradeNo}`,
      outTradeNo: order.outTradeNo,
      providerTradeNo: trade.providerTradeNo,
      amountFen: trade.amountFen,
      paidAt: trade.paidAt ?? deps.clock.now(),
      payload: { source: 'query', trade_no: trade.providerTradeNo, amount_fen: trade.amountFen },
    });
  } catch (error) {
    if (!(error instanceof HostApiError)) throw error;
    deps.log.warn({ orderId, err: error }, 'order query failed');
  }
  return getPaymentOrder(deps.db, orderId);
}
