import type { InsuranceChannel, InsuranceSplit } from '@hospital/contract';
import {
  fenToYuan,
  yuanToFen,
  type NotifyEvent,
  type PaymentGateway,
  type RefundOutcome,
} from '../gateway.ts';
import { HostApiError, InvalidCodeError, type Fetch } from '../../../../providers/types.ts';
import { readInsuranceNotify, type MixedOrderNotice } from './notify.ts';
import { partnerSignature, signatureMatches, signedHeaders } from './signing.ts';

export interface InsurancePartner {
  partnerId: string;
  secret: string;
  /** The platform's API, e.g. `https://…/api`; the sandbox's under /sandbox/medicare/api. */
  apiBase: string;
  /** The e-certificate authorisation page the payer's browser opens. */
  authPage: string;
  notifyUrl: string;
  fetch: Fetch;
  now: () => number;
}

/** One line of a bill as the insurer's catalogue sees it. */
export interface InsuranceItem {
  name: string;
  /** registration | drug | test | exam | treatment | material (the fund ratio depends on it). */
  category: string;
  amountFen: number;
}

export interface PreSettlement {
  payOrdId: string;
  split: InsuranceSplit;
  expiresAt: Date;
}

export type MixPayStatus = 'MIX_PAY_CREATED' | 'SUCCESS' | 'REFUND' | 'FAIL';

/** A mixed order as the platform answers a query, with each part's own state. */
export interface MixedOrderState {
  status: MixPayStatus;
  insurancePart: 'PENDING' | 'SUCCESS' | 'REFUND';
  cashPart: 'PENDING' | 'SUCCESS' | 'FAIL' | 'REFUND';
  medTransId: string;
  split: InsuranceSplit;
  psnAcctBalanceFen: number | null;
  paidAt: Date | null;
}

/** The insurer's answer today differs from the pre-settlement the order names. */
export class SplitChangedError extends Error {}

export interface InsuranceClient extends PaymentGateway {
  provider: 'medicare';
  /** The e-certificate page; it comes back to `redirectUrl` with `authCode`. */
  authUrl(request: {
    channel: InsuranceChannel;
    insured: string;
    name: string;
    redirectUrl: string;
  }): string;
  /** authCode -> payAuthNo; InvalidCodeError when unknown, used or expired. */
  payAuthNo(authCode: string): Promise<string>;
  preSettle(request: {
    payAuthNo: string;
    acctUsed: boolean;
    orgOrderNo: string;
    items: InsuranceItem[];
  }): Promise<PreSettlement>;
  /** Null when the platform has no order under this number. */
  queryOrder(outTradeNo: string): Promise<MixedOrderState | null>;
  /** Gives back an insurance part whose cash part failed (the order was never paid). */
  reverseInsurance(outTradeNo: string, outRefundNo: string): Promise<RefundOutcome>;
  /** A notify to our notify address, verified; NotifyRejectedError when it does not verify. */
  readNotify(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): { event: NotifyEvent; notice: MixedOrderNotice };
}

type Json = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const fen = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);

function splitOf(data: Json): InsuranceSplit {
  return {
    totalFen: fen(data.total_fee),
    fundFen: fen(data.med_ins_gov_fee),
    psnAcctFen: fen(data.med_ins_self_fee),
    cashFen: fen(data.med_ins_cash_fee),
  };
}

/** Yuan strings of the pre-settlement answer; a malformed amount is the platform's fault. */
function yuan(value: unknown): number {
  const amount = yuanToFen(str(value));
  if (amount === undefined) throw new HostApiError('insurance platform answered a bad amount');
  return amount;
}

/** The medical-insurance platform over its HMAC-signed partner API. */
export function createInsuranceClient(partner: InsurancePartner): InsuranceClient {
  const call = async (method: 'GET' | 'POST', path: string, body?: Json): Promise<Json> => {
    const text = body === undefined ? '' : JSON.stringify(body);
    const headers = signedHeaders(partner.partnerId, partner.secret, {
      method,
      path,
      body: text,
      nowMs: partner.now(),
    });
    let response: Response;
    let answer: string;
    try {
      response = await partner.fetch(partner.apiBase + path, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        ...(method === 'POST' && { body: text }),
        signal: AbortSignal.timeout(10_000),
      });
      answer = await response.text();
    } catch (error) {
      throw new HostApiError(`insurance platform unreachable: ${path}`, { cause: error });
    }
    const expected = partnerSignature(partner.secret, {
      method,
      path,
      timestamp: response.headers.get('x-timestamp') ?? '',
      nonce: response.headers.get('x-nonce') ?? '',
      body: answer,
    });
    if (!signatureMatches(expected, response.headers.get('x-signature') ?? ''))
      throw new HostApiError(`insurance platform answer signature does not verify: ${path}`);
    let parsed: Json;
    try {
      parsed = JSON.parse(answer) as Json;
    } catch {
      throw new HostApiError(`insurance platform answered non-JSON: ${path}`);
    }
    const code = str(parsed.code);
    if (code === 'INVALID_AUTH_CODE') throw new InvalidCodeError(str(parsed.message));
    if (code === 'SPLIT_CHANGED') throw new SplitChangedError(str(parsed.message));
    if (code === 'ORDER_NOT_FOUND') return {};
    if (code !== '0' || response.status !== 200)
      throw new HostApiError(`insurance platform refused ${path}: ${code} ${str(parsed.message)}`);
    return (parsed.data ?? {}) as Json;
  };

  const tradePath = (outTradeNo: string) =>
    `/med-ins/orders/out-trade-no/${encodeURIComponent(outTradeNo)}`;

  const queryOrder = async (outTradeNo: string): Promise<MixedOrderState | null> => {
    const data = await call('GET', tradePath(outTradeNo));
    if (!data.mix_pay_status) return null;
    return {
      status: str(data.mix_pay_status) as MixPayStatus,
      insurancePart: str(data.med_ins_pay_status) as MixedOrderState['insurancePart'],
      cashPart: str(data.self_pay_status) as MixedOrderState['cashPart'],
      medTransId: str(data.med_trans_id),
      split: splitOf(data),
      psnAcctBalanceFen: typeof data.psn_acct_balance === 'number' ? data.psn_acct_balance : null,
      paidAt: data.paid_time ? new Date(fen(data.paid_time) * 1000) : null,
    };
  };

  const refundPart = async (
    outTradeNo: string,
    outRefundNo: string,
    part: 'CASH' | 'INSURANCE',
    amountFen: number,
  ) => {
    const data = await call('POST', '/med-ins/refunds', {
      out_trade_no: outTradeNo,
      out_refund_no: outRefundNo,
      part,
      refund_fee: amountFen,
    });
    return str(data.status) === 'SUCCESS';
  };

  return {
    provider: 'medicare',

    authUrl({ channel, insured, name, redirectUrl }) {
      const query = new URLSearchParams({
        partner_id: partner.partnerId,
        channel,
        insured,
        name,
        redirect_uri: redirectUrl,
      });
      return `${partner.authPage}?${query.toString()}`;
    },

    async payAuthNo(authCode) {
      const data = await call('POST', '/auth/pay-auth-no', { authCode });
      const payAuthNo = str(data.payAuthNo);
      if (!payAuthNo) throw new HostApiError('insurance platform answered no payAuthNo');
      return payAuthNo;
    },

    async preSettle({ payAuthNo, acctUsed, orgOrderNo, items }) {
      const total = items.reduce((sum, item) => sum + item.amountFen, 0);
      const data = await call('POST', '/settlement/pre', {
        payAuthNo,
        acctUsedFlag: acctUsed ? '1' : '0',
        orgOrderNo,
        medfeeSumamt: fenToYuan(total),
        feeDetails: items.map((item) => ({
          name: item.name,
          category: item.category,
          amount: fenToYuan(item.amountFen),
        })),
      });
      const split = {
        totalFen: yuan(data.feeSumamt),
        fundFen: yuan(data.fundPay),
        psnAcctFen: yuan(data.psnAcctPay),
        cashFen: yuan(data.ownPayAmt),
      };
      if (
        split.totalFen !== total ||
        split.fundFen + split.psnAcctFen + split.cashFen !== split.totalFen
      )
        throw new HostApiError('insurance pre-settlement does not add up');
      return {
        payOrdId: str(data.payOrdId),
        split,
        expiresAt: new Date(fen(data.expireTime) * 1000),
      };
    },

    async openCashier(request) {
      const insurance = request.insurance;
      if (!insurance) throw new Error('an insurance cashier needs its pre-settlement');
      const insured = insurance.fundFen + insurance.psnAcctFen;
      const data = await call('POST', '/med-ins/orders', {
        out_trade_no: request.outTradeNo,
        pay_ord_id: insurance.payOrdId,
        pay_auth_no: insurance.payAuthNo,
        mix_pay_type:
          insurance.cashFen === 0
            ? 'INSURANCE_ONLY'
            : insured === 0
              ? 'CASH_ONLY'
              : 'CASH_AND_INSURANCE',
        order_type: insurance.orderType,
        // total = gov + self + other + wechat_cash + reductions, in fen.
        total_fee: request.amountFen,
        med_ins_gov_fee: insurance.fundFen,
        med_ins_self_fee: insurance.psnAcctFen,
        med_ins_other_fee: 0,
        med_ins_cash_fee: insurance.cashFen,
        cash_reduced_fee: 0,
        body: request.description,
        time_expire: Math.floor(request.expiresAt.getTime() / 1000),
        notify_url: partner.notifyUrl,
        return_url: request.returnUrl,
      });
      return { channel: 'insurance', payUrl: str(data.pay_url) };
    },

    async queryTrade(outTradeNo) {
      const order = await queryOrder(outTradeNo);
      if (!order) return { state: 'unknown' };
      if (order.status === 'SUCCESS' || order.status === 'REFUND')
        return {
          state: 'paid',
          providerTradeNo: order.medTransId,
          amountFen: order.split.totalFen,
          ...(order.paidAt && { paidAt: order.paidAt }),
        };
      return { state: order.status === 'FAIL' ? 'closed' : 'pending' };
    },

    queryOrder,

    async close(outTradeNo) {
      const data = await call('POST', `${tradePath(outTradeNo)}/close`);
      return str(data.mix_pay_status) === 'SUCCESS' ? 'paid' : 'closed';
    },

    /**
     * The cash part through the cash refund, then the insurance part reported under the same
     * refund number. An insurance settlement is reversed whole: a partial refund is refused.
     */
    async refund(request) {
      const order = await queryOrder(request.outTradeNo);
      if (!order || request.refundFen !== order.split.totalFen) return { status: 'failed' };
      const { cashFen, fundFen, psnAcctFen } = order.split;
      const cash =
        cashFen === 0 ||
        (await refundPart(request.outTradeNo, request.outRefundNo, 'CASH', cashFen));
      if (!cash) return { status: 'processing' };
      const insured = fundFen + psnAcctFen;
      const insurance =
        insured === 0 ||
        (await refundPart(request.outTradeNo, request.outRefundNo, 'INSURANCE', insured));
      return {
        status: insurance ? 'success' : 'processing',
        providerRefundNo: request.outRefundNo,
      };
    },

    async reverseInsurance(outTradeNo, outRefundNo) {
      const order = await queryOrder(outTradeNo);
      if (!order) return { status: 'failed' };
      if (order.insurancePart !== 'SUCCESS')
        return { status: order.insurancePart === 'REFUND' ? 'success' : 'failed' };
      const insured = order.split.fundFen + order.split.psnAcctFen;
      const done = await refundPart(outTradeNo, outRefundNo, 'INSURANCE', insured);
      return { status: done ? 'success' : 'processing' };
    },

    readNotify(headers, rawBody) {
      return readInsuranceNotify(headers, rawBody, {
        ...partner,
        notifyPath: new URL(partner.notifyUrl).pathname,
      });
    },

    async downloadBill(date) {
      const data = await call('GET', `/med-ins/bills?date=${encodeURIComponent(date)}`);
      const lines = Array.isArray(data.records) ? (data.records as Json[]) : [];
      return lines.map((line) => ({
        kind: line.kind === 'refund' ? ('refund' as const) : ('payment' as const),
        outTradeNo: str(line.out_trade_no),
        outRefundNo: line.kind === 'refund' ? str(line.out_refund_no) : null,
        amountFen: fen(line.amount_fee),
      }));
    },
  };
}
