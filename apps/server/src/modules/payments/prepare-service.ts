import type { ClientPayParams, PaymentChannel, ServerSource } from '@hospital/contract';
import type { Database } from '../../db/client.ts';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { HostApiError } from '../../providers/types.ts';
import { TradeClosedError, type CloseOutcome, type InsuranceCashier } from './providers/gateway.ts';
import { channelOfHost, gatewayFor, providerOfChannel } from './providers/gateway-for.ts';
import { findPayerSubject, setPendingOrderChannel, type PaymentOrder } from './repository.ts';
import { queryAndSync } from './sync-service.ts';

type PaymentDeps = Pick<ServerDeps, 'db' | 'clock' | 'payments' | 'log'>;

export interface PrepareOptions {
  host: ServerSource;
  userId: number;
  /** Where the payer comes back to after paying (the app's success page). */
  returnUrl: string;
  /** A medical-insurance channel and the pre-settlement its mixed order pays; else the host's. */
  insurance?: { channel: 'wechat_medicare' | 'hcare'; cashier: InsuranceCashier };
}

async function payerId(
  db: Database,
  userId: number,
  provider: 'wechat_oa' | 'alipay',
): Promise<string> {
  const subject = await findPayerSubject(db, userId, provider);
  if (subject === undefined) {
    const app = provider === 'alipay' ? '支付宝' : '微信';
    throw conflict(`请在${app}中重新登录后再支付`, 'PAYER_UNKNOWN');
  }
  return subject;
}

function assertPayable(order: PaymentOrder, userId: number, now: Date): void {
  if (order.userId !== userId) throw notFound('支付订单不存在');
  if (order.status === 'paid' || order.status.includes('refunded'))
    throw conflict('订单已支付', 'ORDER_PAID');
  if (order.status === 'closed' || order.expiresAt.getTime() <= now.getTime())
    throw conflict('订单已超时关闭，请重新下单', 'ORDER_CLOSED');
}

/**
 * Closes the trade at the provider the payer chose before, so two cashiers can never both
 * take money. Runs after the new trade is opened but before its parameters reach the
 * payer, so the payer keeps the old cashier if the new one cannot open. When that provider
 * cannot be reached the new cashier still opens: a second payment is then refunded
 * automatically.
 */
async function closeOtherTrade(
  deps: PaymentDeps,
  order: PaymentOrder,
  previous: PaymentChannel,
  userId: number,
): Promise<void> {
  let outcome: CloseOutcome;
  try {
    outcome = await gatewayFor(deps, previous).close(order.outTradeNo);
  } catch (error) {
    if (!(error instanceof HostApiError)) throw error;
    deps.log.warn({ orderId: order.id, err: error }, 'trade close failed');
    return;
  }
  // Paid between the query and the close: apply the payment, and refuse this cashier.
  if (outcome === 'paid')
    assertPayable((await queryAndSync(deps, order.id)) ?? order, userId, deps.clock.now());
}

/** Whose id at the provider a channel pays with; a cashier page needs none. */
const payerAccountOf = (channel: PaymentChannel) =>
  channel === 'wechat_jsapi' ? 'wechat_oa' : channel === 'alipay_trade' ? 'alipay' : null;

/** The trade opened at the channel's provider, and what the page pays with. */
async function openCashier(
  deps: PaymentDeps,
  order: PaymentOrder,
  channel: PaymentChannel,
  returnUrl: string,
  insurance: InsuranceCashier | undefined,
): Promise<ClientPayParams> {
  const gateway = gatewayFor(deps, channel);
  const account = payerAccountOf(channel);
  return gateway.openCashier({
    channel,
    outTradeNo: order.outTradeNo,
    description: order.description,
    amountFen: order.amountFen,
    expiresAt: order.expiresAt,
    payerId: account && (await payerId(deps.db, order.userId, account)),
    returnUrl,
    ...(insurance && { insurance }),
  });
}

/**
 * The parameters the page pays with, the way its host pays: WeChat JSAPI in the WeChat
 * browser, Alipay tradePay in the Alipay browser, a cashier redirect anywhere else.
 * Switching provider, the one chosen before is first asked (a payment made there is
 * applied, and this cashier refused with ORDER_PAID), then its trade closed. Every
 * provider call runs outside any transaction.
 */
export async function preparePayment(
  deps: PaymentDeps,
  prepared: PaymentOrder,
  options: PrepareOptions,
): Promise<ClientPayParams> {
  const channel = options.insurance?.channel ?? channelOfHost(options.host);
  const previous =
    prepared.channel !== null && providerOfChannel(prepared.channel) !== providerOfChannel(channel)
      ? prepared.channel
      : null;
  const order = (previous && (await queryAndSync(deps, prepared.id))) || prepared;
  assertPayable(order, options.userId, deps.clock.now());
  let params: ClientPayParams;
  try {
    params = await openCashier(deps, order, channel, options.returnUrl, options.insurance?.cashier);
  } catch (error) {
    if (!(error instanceof TradeClosedError)) throw error;
    // A provider closes a trade for good: after switching away from it, this order can
    // only be paid where the payer switched to.
    const chosen = { wechat: '微信', alipay: '支付宝', medicare: '医保' }[
      providerOfChannel(order.channel ?? channel)
    ];
    throw conflict(`该订单已改用${chosen}支付，请在${chosen}中完成支付`, 'TRADE_CLOSED');
  }
  if (previous) await closeOtherTrade(deps, order, previous, options.userId);
  await setPendingOrderChannel(deps.db, order.id, channel);
  return params;
}
