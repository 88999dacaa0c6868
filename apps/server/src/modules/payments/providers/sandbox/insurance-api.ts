import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fenToYuan, yuanToFen } from '../gateway.ts';
import { partnerMessageVerifies, signedHeaders } from '../medical-insurance/signing.ts';
import { sandboxInsurancePartner } from '../../../../providers/sandbox-insurance-partner.ts';
import { HOST_API } from '../../../sandbox/index.ts';
import { beijingDay } from './bill-repository.ts';
import type { OutgoingNotify } from './notify-repository.ts';
import { withNotifies } from './outbox.ts';
import {
  findByOutTradeNo,
  findByPayOrdId,
  findInsuredPerson,
  insertInsuranceOrder,
  insertInsuranceRefund,
  insuranceBillLines,
  moveBalance,
  personOfPayAuthNo,
  updateInsuranceOrder,
  useAuthCode,
  type SandboxInsuranceOrder,
} from './insurance-repository.ts';
import { DEMO_INSURANCE_RULE, splitBill } from './insurance-rule.ts';

export const SANDBOX_INSURANCE_API = '/sandbox/medicare/api';
export const SANDBOX_INSURANCE_AUTH = '/sandbox/medicare/auth';
export const SANDBOX_INSURANCE_CASHIER = '/sandbox/medicare/cashier';

type Json = Record<string, unknown>;

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

const newNumber = (prefix: string) => `${prefix}${randomBytes(10).toString('hex').toUpperCase()}`;

/** The insurer's view of a mixed order, as its query answers. */
export function orderView(order: SandboxInsuranceOrder, balanceFen: number | null): Json {
  return {
    out_trade_no: order.outTradeNo,
    pay_ord_id: order.payOrdId,
    med_trans_id: order.medTransId,
    mix_pay_status: order.mixStatus,
    med_ins_pay_status: order.insuranceStatus,
    self_pay_status: order.cashStatus,
    total_fee: order.totalFen,
    med_ins_gov_fee: order.fundFen,
    med_ins_self_fee: order.psnAcctFen,
    med_ins_cash_fee: order.cashFen,
    psn_acct_balance: balanceFen,
    paid_time: order.paidAt ? Math.floor(order.paidAt.getTime() / 1000) : null,
  };
}

/**
 * The platform's notify of a mixed order that ended (paid, refunded, or failed), signed as
 * its answers are over the notify address's path; none when the partner gave no address.
 */
export function mixedOrderNotify(
  app: FastifyInstance,
  order: SandboxInsuranceOrder,
  outRefundNo?: string,
): OutgoingNotify | undefined {
  if (!order.notifyUrl) return undefined;
  const body = JSON.stringify({
    notify_id: randomUUID(),
    ...orderView(order, null),
    ...(outRefundNo && { out_refund_no: outRefundNo }),
  });
  const { partnerId, secret } = sandboxInsurancePartner();
  const headers = signedHeaders(partnerId, secret, {
    method: 'POST',
    path: new URL(order.notifyUrl).pathname,
    body,
    nowMs: app.clock.now().getTime(),
  });
  return {
    url: order.notifyUrl,
    headers: { 'content-type': 'application/json', ...headers },
    body,
    ack: 'http_2xx',
  };
}

/** The fake insurance platform: e-certificate codes, pre-settlement, mixed orders, refunds. */
export function insuranceApi(app: FastifyInstance, _options: object, done: () => void): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, next) => {
    next(null, body);
  });
  const path = (request: FastifyRequest) => request.url.slice(SANDBOX_INSURANCE_API.length);

  const answer = (request: FastifyRequest, reply: FastifyReply, code: string, data?: Json) => {
    const body = JSON.stringify({ code, message: code === '0' ? 'ok' : code, data });
    const { partnerId, secret } = sandboxInsurancePartner();
    const headers = signedHeaders(partnerId, secret, {
      method: request.method,
      path: path(request),
      body,
      nowMs: app.clock.now().getTime(),
    });
    return reply
      .code(code === 'SIGN_ERROR' ? 401 : 200)
      .header('x-timestamp', headers['x-timestamp'])
      .header('x-nonce', headers['x-nonce'])
      .header('x-signature', headers['x-signature'])
      .header('content-type', 'application/json')
      .send(body);
  };

  /** The request's JSON body when its partner signature checks out; else the answer sent. */
  const checked = (request: FastifyRequest, reply: FastifyReply): Json | undefined => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const verified = partnerMessageVerifies(
      sandboxInsurancePartner(),
      { method: request.method, path: path(request), headers: request.headers, body: raw },
      app.clock.now().getTime(),
    );
    if (!verified) {
      void answer(request, reply, 'SIGN_ERROR');
      return undefined;
    }
    try {
      const body: unknown = raw ? JSON.parse(raw) : {};
      if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Json;
    } catch {
      // answered below
    }
    void answer(request, reply, 'PARAM_ERROR');
    return undefined;
  };

  app.post(`${SANDBOX_INSURANCE_API}/auth/pay-auth-no`, HOST_API, async (request, reply) => {
    const body = checked(request, reply);
    if (!body) return reply;
    const auth = await useAuthCode(app.db, text(body.authCode), app.clock.now());
    if (!auth) return answer(request, reply, 'INVALID_AUTH_CODE');
    return answer(request, reply, '0', { payAuthNo: auth.payAuthNo });
  });

  app.post(`${SANDBOX_INSURANCE_API}/settlement/pre`, HOST_API, async (request, reply) => {
    const body = checked(request, reply);
    if (!body) return reply;
    const person = await personOfPayAuthNo(app.db, text(body.payAuthNo));
    if (!person) return answer(request, reply, 'INVALID_AUTH_CODE');
    const details = Array.isArray(body.feeDetails) ? (body.feeDetails as Json[]) : [];
    const items = details.map((line) => ({
      category: text(line.category),
      amountFen: yuanToFen(text(line.amount)) ?? -1,
    }));
    const total = items.reduce((sum, item) => sum + item.amountFen, 0);
    if (
      items.length === 0 ||
      items.some((item) => item.amountFen <= 0) ||
      yuanToFen(text(body.medfeeSumamt)) !== total
    )
      return answer(request, reply, 'PARAM_ERROR');
    const acctUsed = body.acctUsedFlag === '1';
    const { split, deductibleFen } = splitBill(items, person, acctUsed);
    const now = app.clock.now();
    const expiresAt = new Date(now.getTime() + DEMO_INSURANCE_RULE.preSettlementMinutes * 60_000);
    const payOrdId = newNumber('ORD');
    await insertInsuranceOrder(app.db, {
      payOrdId,
      personKey: person.personKey,
      acctUsed,
      ...split,
      deductibleFen,
      expiresAt,
      createdAt: now,
    });
    return answer(request, reply, '0', {
      payOrdId,
      feeSumamt: fenToYuan(split.totalFen),
      fundPay: fenToYuan(split.fundFen),
      psnAcctPay: fenToYuan(split.psnAcctFen),
      ownPayAmt: fenToYuan(split.cashFen),
      expireTime: Math.floor(expiresAt.getTime() / 1000),
    });
  });

  app.post(`${SANDBOX_INSURANCE_API}/med-ins/orders`, HOST_API, async (request, reply) => {
    const body = checked(request, reply);
    if (!body) return reply;
    const outTradeNo = text(body.out_trade_no);
    const code = await app.db.transaction(async (tx) => {
      const order = await findByPayOrdId(tx, text(body.pay_ord_id));
      if (!order || order.outTradeNo !== null || !outTradeNo) return 'PARAM_ERROR';
      const fees = [body.med_ins_gov_fee, body.med_ins_self_fee, body.med_ins_cash_fee];
      const other = Number(body.med_ins_other_fee ?? 0) + Number(body.cash_reduced_fee ?? 0);
      if (
        body.total_fee !== order.totalFen ||
        fees.reduce<number>((sum, fee) => sum + Number(fee), other) !== order.totalFen
      )
        return 'PARAM_ERROR';
      const person = await findInsuredPerson(tx, order.personKey);
      const now = app.clock.now();
      // The insurer answers today, not when it pre-settled: a balance spent since, or an
      // expired pre-settlement, means the payer must see and confirm a new split.
      const changed =
        !person ||
        order.expiresAt <= now ||
        body.med_ins_gov_fee !== order.fundFen ||
        body.med_ins_self_fee !== order.psnAcctFen ||
        order.psnAcctFen > person.balanceFen ||
        order.deductibleFen > person.deductibleLeftFen;
      if (changed) return 'SPLIT_CHANGED';
      const previous = await findByOutTradeNo(tx, outTradeNo);
      if (previous?.mixStatus === 'SUCCESS' || previous?.mixStatus === 'REFUND')
        return 'ORDER_PAID';
      // A new mixed order for the same bill replaces one still open.
      if (previous?.mixStatus === 'MIX_PAY_CREATED')
        await updateInsuranceOrder(tx, previous.payOrdId, { mixStatus: 'FAIL' });
      await updateInsuranceOrder(tx, order.payOrdId, {
        outTradeNo,
        mixStatus: 'MIX_PAY_CREATED',
        insuranceStatus: 'PENDING',
        cashStatus: order.cashFen === 0 ? null : 'PENDING',
        medTransId: newNumber('MT'),
        notifyUrl: text(body.notify_url) || null,
        createdAt: now,
      });
      return '0';
    });
    if (code !== '0') return answer(request, reply, code);
    const query = new URLSearchParams({
      order: text(body.pay_ord_id),
      return: text(body.return_url, '/'),
    });
    return answer(request, reply, '0', {
      pay_url: `${SANDBOX_INSURANCE_CASHIER}?${query.toString()}`,
    });
  });

  const orderRoute = `${SANDBOX_INSURANCE_API}/med-ins/orders/out-trade-no/:outTradeNo`;
  app.get(orderRoute, HOST_API, async (request, reply) => {
    if (!checked(request, reply)) return reply;
    const { outTradeNo } = request.params as { outTradeNo: string };
    const order = await findByOutTradeNo(app.db, outTradeNo);
    if (!order) return answer(request, reply, 'ORDER_NOT_FOUND');
    const person = await findInsuredPerson(app.db, order.personKey);
    return answer(request, reply, '0', orderView(order, person?.balanceFen ?? null));
  });

  app.post(`${orderRoute}/close`, HOST_API, async (request, reply) => {
    if (!checked(request, reply)) return reply;
    const { outTradeNo } = request.params as { outTradeNo: string };
    const status = await app.db.transaction(async (tx) => {
      const order = await findByOutTradeNo(tx, outTradeNo);
      if (order?.mixStatus !== 'MIX_PAY_CREATED') return order?.mixStatus ?? 'FAIL';
      await updateInsuranceOrder(tx, order.payOrdId, { mixStatus: 'FAIL' });
      return 'FAIL';
    });
    return answer(request, reply, '0', { mix_pay_status: status });
  });

  app.post(`${SANDBOX_INSURANCE_API}/med-ins/refunds`, HOST_API, async (request, reply) => {
    const body = checked(request, reply);
    if (!body) return reply;
    const code = await withNotifies(app, (tx, queue) => refundPart(app, tx, body, queue));
    return answer(request, reply, code, code === '0' ? { status: 'SUCCESS' } : undefined);
  });

  app.get(`${SANDBOX_INSURANCE_API}/med-ins/bills`, HOST_API, async (request, reply) => {
    if (!checked(request, reply)) return reply;
    const date = text((request.query as Json).date);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return answer(request, reply, 'PARAM_ERROR');
    const { start, end } = beijingDay(date);
    const { paid, refunded } = await insuranceBillLines(app.db, start, end);
    return answer(request, reply, '0', {
      records: [
        ...paid.map((line) => ({
          kind: 'payment',
          out_trade_no: line.outTradeNo,
          amount_fee: line.amountFen,
        })),
        ...refunded.map((line) => ({
          kind: 'refund',
          out_trade_no: line.outTradeNo,
          out_refund_no: line.outRefundNo,
          amount_fee: line.amountFen,
        })),
      ],
    });
  });

  done();
}

/**
 * One part of a refund, once per refund number: the cash, or the fund and account together.
 * A paid order whose both parts are back is refunded, and the partner is told.
 */
async function refundPart(
  app: FastifyInstance,
  tx: Parameters<typeof findByOutTradeNo>[0],
  body: Json,
  queue: (notify: OutgoingNotify) => Promise<void>,
): Promise<string> {
  const now = app.clock.now();
  const order = await findByOutTradeNo(tx, text(body.out_trade_no));
  const part = body.part === 'CASH' ? 'CASH' : body.part === 'INSURANCE' ? 'INSURANCE' : null;
  if (!order || !part) return 'PARAM_ERROR';
  const due = part === 'CASH' ? order.cashFen : order.fundFen + order.psnAcctFen;
  const state = part === 'CASH' ? order.cashStatus : order.insuranceStatus;
  if (body.refund_fee !== due || (state !== 'SUCCESS' && state !== 'REFUND')) return 'PARAM_ERROR';
  const outRefundNo = text(body.out_refund_no);
  if (!outRefundNo) return 'PARAM_ERROR';
  const fresh = await insertInsuranceRefund(tx, {
    outRefundNo,
    part,
    payOrdId: order.payOrdId,
    amountFen: due,
    createdAt: now,
  });
  if (!fresh) return '0';
  if (part === 'INSURANCE')
    await moveBalance(tx, order.personKey, order.psnAcctFen, order.deductibleFen);
  const cashDone = part === 'CASH' || order.cashStatus !== 'SUCCESS';
  const insuranceDone = part === 'INSURANCE' || order.insuranceStatus === 'REFUND';
  // A paid order is refunded once both parts went back; a failed one stays failed.
  const whole = order.mixStatus === 'SUCCESS' && cashDone && insuranceDone;
  const changes = {
    ...(part === 'CASH'
      ? { cashStatus: 'REFUND' as const }
      : { insuranceStatus: 'REFUND' as const }),
    ...(whole && { mixStatus: 'REFUND' as const }),
  };
  await updateInsuranceOrder(tx, order.payOrdId, changes);
  const notify = whole && mixedOrderNotify(app, { ...order, ...changes }, outRefundNo);
  if (notify) await queue(notify);
  return '0';
}
