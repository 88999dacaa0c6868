import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from '../../stores/index.ts';

/** A trade as the sandbox provider keeps it: its own ledger, not our database. */
export interface SandboxTrade {
  /** prepay_id (WeChat) or trade_no (Alipay): what the cashier page is opened with. */
  id: string;
  provider: 'wechat' | 'alipay';
  outTradeNo: string;
  amountFen: number;
  description: string;
  notifyUrl: string;
  /** openid or buyer_id, echoed in the notify as the real providers do. */
  payer: string;
  status: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string;
  paidAt?: string;
  /** By out_refund_no / out_request_no: a repeat refunds nothing. */
  refunds: Record<string, { refundId: string; amountFen: number }>;
}

const TRADE_TTL_SECONDS = 7 * 24 * 3600;
const tradeKey = (id: string) => `sandbox:pay:trade:${id}`;
const outKey = (provider: string, outTradeNo: string) =>
  `sandbox:pay:out:${provider}:${outTradeNo}`;

/** Digits after a prefix, shaped like the providers' own numbers. */
export const providerNumber = (prefix: string) =>
  `${prefix}${BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString()
    .padStart(20, '0')
    .slice(0, 20)}`;

export async function saveTrade(store: KeyValueStore, trade: SandboxTrade): Promise<void> {
  await store.set(tradeKey(trade.id), JSON.stringify(trade), TRADE_TTL_SECONDS);
  await store.set(outKey(trade.provider, trade.outTradeNo), trade.id, TRADE_TTL_SECONDS);
}

export async function findTrade(
  store: KeyValueStore,
  id: string,
): Promise<SandboxTrade | undefined> {
  const text = await store.get(tradeKey(id));
  return text ? (JSON.parse(text) as SandboxTrade) : undefined;
}

export async function findTradeByOutTradeNo(
  store: KeyValueStore,
  provider: SandboxTrade['provider'],
  outTradeNo: string,
): Promise<SandboxTrade | undefined> {
  const id = await store.get(outKey(provider, outTradeNo));
  return id ? findTrade(store, id) : undefined;
}

export const refundedFen = (trade: SandboxTrade) =>
  Object.values(trade.refunds).reduce((sum, refund) => sum + refund.amountFen, 0);
