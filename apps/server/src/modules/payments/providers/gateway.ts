import type { ClientPayParams, PaymentChannel } from '@hospital/contract';

/**
 * What the payment core needs from a provider, whichever it is. Each provider's client
 * (providers/wechat-pay, providers/alipay) speaks its own protocol behind it.
 */
export type PaymentProvider = 'wechat' | 'alipay' | 'medicare';

export interface TradeState {
  state: 'paid' | 'pending' | 'closed' | 'unknown';
  providerTradeNo?: string;
  amountFen?: number;
  paidAt?: Date;
}

export interface RefundRequest {
  outTradeNo: string;
  outRefundNo: string;
  reason: string;
  refundFen: number;
  totalFen: number;
}

/**
 * What closing a trade left: `closed` when it can no longer be paid (or never existed, so
 * nothing can be paid under it); `paid` when the payer paid before the close.
 */
export type CloseOutcome = 'closed' | 'paid';

export interface RefundOutcome {
  status: 'success' | 'processing' | 'failed';
  providerRefundNo?: string;
}

/** A verified notify, reduced to the facts the core acts on. */
export type NotifyEvent =
  | {
      kind: 'paid';
      eventId: string;
      outTradeNo: string;
      providerTradeNo: string;
      amountFen: number;
      paidAt: Date;
      payload: Record<string, unknown>;
    }
  | {
      kind: 'refund';
      eventId: string;
      outTradeNo: string;
      outRefundNo: string;
      status: 'success' | 'failed';
      providerRefundNo?: string;
      payload: Record<string, unknown>;
    }
  | { kind: 'ignored'; eventId: string; outTradeNo?: string; payload: Record<string, unknown> };

/** The provider closed the trade under this out_trade_no: it cannot be opened again. */
export class TradeClosedError extends Error {}

/** A notify whose signature, decryption or merchant does not check out. */
export class NotifyRejectedError extends Error {}

/** A trade to open at the provider for one of its channels, and who pays it. */
export interface CashierRequest {
  channel: PaymentChannel;
  outTradeNo: string;
  description: string;
  amountFen: number;
  expiresAt: Date;
  /** The payer's id at the provider (openid, Alipay buyer id) where the channel needs one. */
  payerId: string | null;
  /** Where the payer comes back to after paying (the app's success page). */
  returnUrl: string;
  /** Set for the insurance channels: the pre-settlement the mixed order pays. */
  insurance?: InsuranceCashier;
}

/** A mixed (insurance + cash) order pays exactly one pre-settlement of the insurer. */
export interface InsuranceCashier {
  payAuthNo: string;
  payOrdId: string;
  /** REG_PAY a registration, DIAG_PAY an outpatient bill, IN_HOSP_PAY an inpatient one. */
  orderType: 'REG_PAY' | 'DIAG_PAY' | 'IN_HOSP_PAY';
  fundFen: number;
  psnAcctFen: number;
  cashFen: number;
}

/**
 * The sandbox's cashier page for a provider trade: it stands in for the payer's WeChat or
 * Alipay app, which a twin has not got.
 */
export type CashierPage = (providerTrade: string, returnUrl: string) => string;

/**
 * One line of a provider's daily bill, reduced to what reconciliation compares: a payment
 * under our order number, or a refund under our refund number.
 */
export interface BillRecord {
  kind: 'payment' | 'refund';
  outTradeNo: string;
  /** Set for refunds. */
  outRefundNo: string | null;
  amountFen: number;
}

export interface PaymentGateway {
  provider: PaymentProvider;
  /**
   * Opens the trade and returns what the page pays with. Throws TradeClosedError when the
   * provider closed this trade number for good, HostApiError when it cannot be reached.
   */
  openCashier(request: CashierRequest): Promise<ClientPayParams>;
  queryTrade(outTradeNo: string): Promise<TradeState>;
  /** Closes an unpaid trade; repeating it is harmless. Throws HostApiError when unreachable. */
  close(outTradeNo: string): Promise<CloseOutcome>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /**
   * The provider's bill of payments and refunds for a day (`YYYY-MM-DD`, Beijing time); empty
   * when the provider has no bill because nothing happened. Throws HostApiError when unreachable.
   */
  downloadBill(date: string): Promise<BillRecord[]>;
}

/** Alipay counts yuan with two decimals; we count fen. */
export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** `12.50` -> 1250; anything not a plain two-decimal amount -> undefined. */
export function yuanToFen(yuan: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
