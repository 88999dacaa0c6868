import type {
  FinanceOrderDetail,
  FinanceOrderPage,
  Reconciliation,
  RefundRequest,
  RefundRequestPage,
} from '@hospital/contract/console';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  refundRequests,
  refunds,
  sandboxRefunds,
  sandboxTrades,
} from '../../../src/db/schema/index.ts';
import { preparePayment, type PaymentOrder } from '../../../src/modules/payments/index.ts';
import { setUpHospital } from '../appointments/fixtures.ts';
import { databaseFingerprint } from '../../helpers/db-fingerprint.ts';
import {
  ensureTestStaff,
  STAFF_OF_ROLE,
  STAFF_SETUP_TIMEOUT_MS,
  staffSession,
  type StaffTestSession,
} from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  drainOutbox,
  newOrder,
  orderNow,
  payWithWechat,
  signInPayer,
  submitCashier,
  type Payer,
} from './helpers.ts';

const BASE = '/console/api/finance';
let t: TestApp;
let finance: StaffTestSession;
let admin: StaffTestSession;
let service: StaffTestSession;
let wechatPayer: Payer;
let alipayPayer: Payer;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
  await setUpHospital(t.app);
  await ensureTestStaff(t.app);
  finance = await staffSession(t.app, t.clock, STAFF_OF_ROLE.finance);
  admin = await staffSession(t.app, t.clock, STAFF_OF_ROLE.admin);
  service = await staffSession(t.app, t.clock, STAFF_OF_ROLE.service);
  wechatPayer = await signInPayer(t.app);
  alipayPayer = await signInPayer(t.app, 'ZFBSHH');
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

async function paidWithWechat(amountFen: number): Promise<PaymentOrder> {
  const order = await newOrder(t.app, wechatPayer.userId, { amountFen });
  await payWithWechat(t.app, order);
  return orderNow(t.app, order.id);
}

async function paidWithAlipay(amountFen: number): Promise<PaymentOrder> {
  const order = await newOrder(t.app, alipayPayer.userId, { amountFen });
  const params = await preparePayment(t.app, order, {
    host: 'ZFBSHH',
    userId: order.userId,
    returnUrl: '/pay/aliPaySuccess',
  });
  if (params.channel !== 'alipay_trade' || !params.sandboxCashierUrl)
    throw new Error('not the sandbox');
  await submitCashier(t.app, params.sandboxCashierUrl);
  return orderNow(t.app, order.id);
}

let requests = 0;
const requestId = () => `REQ${String((requests += 1)).padStart(8, '0')}`;

const get = (url: string, session: StaffTestSession = finance) =>
  t.app.inject({ url, headers: session.headers });
const post = (url: string, payload?: object, session: StaffTestSession = finance) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: session.headers,
    ...(payload !== undefined && { payload }),
  });
const askRefund = (orderId: number, body: object, session: StaffTestSession = finance) =>
  post(`${BASE}/payment-orders/${orderId}/refunds`, body, session);
const refundRowsOf = (orderId: number) => t.db.$count(refunds, eq(refunds.orderId, orderId));

describe('GET /console/api/finance/payment-orders', () => {
  it('finds an order by its number, with what is left to refund', async () => {
    const order = await paidWithWechat(1500);
    const response = await get(`${BASE}/payment-orders?keyword=${order.outTradeNo}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<FinanceOrderPage>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: order.id,
      status: 'paid',
      channel: 'wechat_jsapi',
      amountFen: 1500,
      refundableFen: 1500,
    });
  });

  it('filters by day, channel and status', async () => {
    await paidWithAlipay(900);
    const response = await get(
      `${BASE}/payment-orders?from=2026-11-23&to=2026-11-23&channel=alipay_trade&status=paid`,
    );
    const page = response.json<FinanceOrderPage>();
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items.every((item) => item.channel === 'alipay_trade')).toBe(true);
    const none = await get(`${BASE}/payment-orders?from=2026-11-24`);
    expect(none.json<FinanceOrderPage>().total).toBe(0);
  });

  it('refuses a range that ends before it starts, and an unknown channel', async () => {
    const backwards = await get(`${BASE}/payment-orders?from=2026-11-24&to=2026-11-23`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ field: 'from' });
    expect((await get(`${BASE}/payment-orders?channel=cash`)).statusCode).toBe(400);
  });

  it('is closed to the service desk', async () => {
    expect((await get(`${BASE}/payment-orders`, service)).statusCode).toBe(403);
  });
});

describe('GET /console/api/finance/payment-orders/:id', () => {
  it('shows the order with its refunds and refund requests', async () => {
    const order = await paidWithWechat(2000);
    await askRefund(order.id, { amountFen: 500, reason: '部分退费', requestId: requestId() });
    await drainOutbox(t.app);
    const response = await get(`${BASE}/payment-orders/${order.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<FinanceOrderDetail>();
    expect(detail).toMatchObject({ status: 'partially_refunded', refundableFen: 1500 });
    expect(detail.refunds).toMatchObject([{ amountFen: 500, status: 'success' }]);
    expect(detail.refundRequests).toMatchObject([{ amountFen: 500, status: 'refunded' }]);
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    expect((await get(`${BASE}/payment-orders/999999`)).statusCode).toBe(404);
    expect((await get(`${BASE}/payment-orders/abc`)).statusCode).toBe(400);
  });

  it('is closed to the service desk', async () => {
    expect((await get(`${BASE}/payment-orders/1`, service)).statusCode).toBe(403);
  });
});

describe('POST /console/api/finance/payment-orders/:id/refunds', () => {
  it('refunds a small amount at once through the payment core, and audits it', async () => {
    const order = await paidWithWechat(3000);
    const response = await askRefund(order.id, {
      amountFen: 1000,
      reason: '患者申请退费',
      requestId: requestId(),
    });
    expect(response.statusCode).toBe(200);
    const request = response.json<RefundRequest>();
    expect(request).toMatchObject({
      status: 'refunded',
      amountFen: 1000,
      outRefundNo: expect.stringMatching(new RegExp(`^${order.outTradeNo}S`)) as string,
      requestedBy: { id: finance.staff.id },
    });
    await drainOutbox(t.app);
    expect((await orderNow(t.app, order.id)).status).toBe('partially_refunded');
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ status: 'success', outRefundNo: request.outRefundNo });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'refund_request'), eq(auditLog.entityId, String(request.id))),
      );
    expect(audit).toMatchObject([
      { actor: `staff:${finance.staff.id}`, action: 'refund_request.refund', amountFen: 1000 },
    ]);
  });

  it('refunds once when the same request is sent twice', async () => {
    const order = await paidWithWechat(3000);
    const body = { amountFen: 3000, reason: '重复提交', requestId: requestId() };
    const first = await askRefund(order.id, body);
    await drainOutbox(t.app);
    const second = await askRefund(order.id, body);
    await drainOutbox(t.app);
    expect(second.statusCode).toBe(200);
    expect(second.json<RefundRequest>().id).toBe(first.json<RefundRequest>().id);
    expect(await refundRowsOf(order.id)).toBe(1);
    const [trade] = await t.db
      .select()
      .from(sandboxTrades)
      .where(eq(sandboxTrades.outTradeNo, order.outTradeNo));
    expect(await t.db.$count(sandboxRefunds, eq(sandboxRefunds.tradeId, trade?.id ?? ''))).toBe(1);
    expect((await orderNow(t.app, order.id)).status).toBe('refunded');
  });

  it('refuses more than was paid and changes nothing', async () => {
    const order = await paidWithWechat(1200);
    await askRefund(order.id, { amountFen: 700, reason: '部分', requestId: requestId() });
    const before = await databaseFingerprint(t.db);
    const response = await askRefund(order.id, {
      amountFen: 501,
      reason: '超额',
      requestId: requestId(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'REFUND_EXCEEDS_PAID' });
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('refuses an unpaid order', async () => {
    const order = await newOrder(t.app, wechatPayer.userId);
    const response = await askRefund(order.id, {
      amountFen: 100,
      reason: '未支付',
      requestId: requestId(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NOT_REFUNDABLE' });
  });

  it('refuses a missing reason, a zero amount and a bad request id with 400', async () => {
    const order = await paidWithWechat(800);
    const before = await databaseFingerprint(t.db);
    for (const body of [
      { amountFen: 100, reason: '  ', requestId: requestId() },
      { amountFen: 0, reason: '退费', requestId: requestId() },
      { amountFen: 100, reason: '退费', requestId: 'short' },
    ]) {
      const response = await askRefund(order.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('answers 404 for an unknown order', async () => {
    const response = await askRefund(999999, {
      amountFen: 100,
      reason: '退费',
      requestId: requestId(),
    });
    expect(response.statusCode).toBe(404);
  });

  it('is closed to the service desk, which changes nothing', async () => {
    const order = await paidWithWechat(800);
    const before = await databaseFingerprint(t.db);
    const response = await askRefund(
      order.id,
      { amountFen: 100, reason: '退费', requestId: requestId() },
      service,
    );
    expect(response.statusCode).toBe(403);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});

describe('refunds above the approval threshold', () => {
  it('wait for a second person: not the one who asked, then an administrator', async () => {
    const order = await paidWithWechat(80000);
    const asked = await askRefund(order.id, {
      amountFen: 60000,
      reason: '手术取消退费',
      requestId: requestId(),
    });
    expect(asked.statusCode).toBe(200);
    const request = asked.json<RefundRequest>();
    expect(request).toMatchObject({ status: 'pending_approval', refundId: null });
    expect(await refundRowsOf(order.id)).toBe(0);

    const waiting = await get(`${BASE}/refund-requests?status=pending_approval`);
    expect(waiting.json<RefundRequestPage>().items.map((item) => item.id)).toContain(request.id);

    // What waits counts against what is left: a direct refund cannot take it meanwhile.
    const meanwhile = await askRefund(order.id, {
      amountFen: 30000,
      reason: '其他',
      requestId: requestId(),
    });
    expect(meanwhile.json()).toMatchObject({ code: 'REFUND_EXCEEDS_PAID' });

    const before = await databaseFingerprint(t.db);
    const self = await post(`${BASE}/refund-requests/${request.id}/approve`);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'SAME_PERSON' });
    expect(await databaseFingerprint(t.db)).toEqual(before);

    const approved = await post(`${BASE}/refund-requests/${request.id}/approve`, undefined, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<RefundRequest>()).toMatchObject({
      status: 'refunded',
      decidedBy: { id: admin.staff.id },
      refundId: expect.any(Number) as number,
    });
    await drainOutbox(t.app);
    expect((await orderNow(t.app, order.id)).status).toBe('partially_refunded');

    const again = await post(`${BASE}/refund-requests/${request.id}/approve`, undefined, admin);
    expect(again.statusCode).toBe(409);
    expect(await refundRowsOf(order.id)).toBe(1);
  });

  it('can be rejected with a note by the second person, and refund nothing', async () => {
    const order = await paidWithWechat(90000);
    const request = (
      await askRefund(order.id, { amountFen: 90000, reason: '全额退费', requestId: requestId() })
    ).json<RefundRequest>();
    const noNote = await post(`${BASE}/refund-requests/${request.id}/reject`, { note: '' }, admin);
    expect(noNote.statusCode).toBe(400);
    const self = await post(`${BASE}/refund-requests/${request.id}/reject`, { note: '不同意' });
    expect(self.statusCode).toBe(403);
    const rejected = await post(
      `${BASE}/refund-requests/${request.id}/reject`,
      { note: '金额有误，请核对' },
      admin,
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<RefundRequest>()).toMatchObject({
      status: 'rejected',
      decisionNote: '金额有误，请核对',
    });
    expect(await refundRowsOf(order.id)).toBe(0);
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'refund_request'), eq(auditLog.entityId, String(request.id))),
      );
    expect(audit.map((row) => row.action).sort()).toEqual([
      'refund_request.create',
      'refund_request.reject',
    ]);
  });

  it('answers 404 for an unknown request and 403 to the service desk', async () => {
    expect(
      (await post(`${BASE}/refund-requests/999999/approve`, undefined, admin)).statusCode,
    ).toBe(404);
    expect((await get(`${BASE}/refund-requests`, service)).statusCode).toBe(403);
    expect((await post(`${BASE}/refund-requests/1/approve`, undefined, service)).statusCode).toBe(
      403,
    );
  });

  it('follows the threshold set in the hospital settings', async () => {
    const settings = await get('/console/api/settings', admin);
    expect(settings.json()).toMatchObject({ refundApprovalThresholdFen: 50000 });
    const { hospitalName: _name, ...input } = settings.json<Record<string, unknown>>();
    const lowered = await t.app.inject({
      method: 'PUT',
      url: '/console/api/settings',
      headers: admin.headers,
      payload: { ...input, refundApprovalThresholdFen: 100 },
    });
    expect(lowered.statusCode).toBe(200);
    const order = await paidWithWechat(500);
    const request = await askRefund(order.id, {
      amountFen: 200,
      reason: '小额',
      requestId: requestId(),
    });
    expect(request.json()).toMatchObject({ status: 'pending_approval' });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/console/api/settings',
      headers: admin.headers,
      payload: { ...input, refundApprovalThresholdFen: -1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'refundApprovalThresholdFen' });
    await t.app.inject({
      method: 'PUT',
      url: '/console/api/settings',
      headers: admin.headers,
      payload: { ...input, refundApprovalThresholdFen: 50000 },
    });
  });
});

describe('GET /console/api/finance/reconciliation', () => {
  const DAY = '2026-11-23';

  it('matches every settled payment and refund of the day against both bills', async () => {
    await drainOutbox(t.app);
    const response = await get(`${BASE}/reconciliation?date=${DAY}`);
    expect(response.statusCode).toBe(200);
    const report = response.json<Reconciliation>();
    expect(report.mismatches).toEqual([]);
    for (const provider of report.providers) {
      expect(provider.billAvailable).toBe(true);
      expect(provider.theirs).toEqual(provider.ours);
    }
    expect(report.providers.map((p) => p.provider)).toEqual(['wechat', 'alipay']);
    expect(report.providers[1]?.ours.paymentCount).toBeGreaterThan(0);
  });

  it('lists what a deliberately mismatched sandbox bill gets wrong', async () => {
    const changed = await paidWithWechat(4200);
    const refundedOrder = await paidWithAlipay(3100);
    const refund = (
      await askRefund(refundedOrder.id, { amountFen: 1100, reason: '退费', requestId: requestId() })
    ).json<RefundRequest>();
    await drainOutbox(t.app);
    // The provider's books drift from ours: an amount, a refund it lost, a trade we never had.
    await t.db
      .update(sandboxTrades)
      .set({ amountFen: 4300 })
      .where(eq(sandboxTrades.outTradeNo, changed.outTradeNo));
    await t.db.delete(sandboxRefunds).where(eq(sandboxRefunds.outRefundNo, refund.outRefundNo));
    await t.db.insert(sandboxTrades).values({
      id: 'wxSTRANGER',
      provider: 'wechat',
      outTradeNo: 'PSTRANGER',
      amountFen: 999,
      description: '不明交易',
      notifyUrl: '',
      payer: 'o-stranger',
      status: 'SUCCESS',
      transactionId: '4200STRANGER',
      paidAt: t.clock.now(),
    });

    const report = (await get(`${BASE}/reconciliation?date=${DAY}`)).json<Reconciliation>();
    expect(report.mismatches).toHaveLength(3);
    expect(report.mismatches).toEqual(
      expect.arrayContaining([
        {
          provider: 'wechat',
          kind: 'payment',
          problem: 'amount_differs',
          outTradeNo: changed.outTradeNo,
          outRefundNo: null,
          ourFen: 4200,
          providerFen: 4300,
        },
        {
          provider: 'alipay',
          kind: 'refund',
          problem: 'missing_at_provider',
          outTradeNo: refundedOrder.outTradeNo,
          outRefundNo: refund.outRefundNo,
          ourFen: 1100,
          providerFen: null,
        },
        {
          provider: 'wechat',
          kind: 'payment',
          problem: 'missing_here',
          outTradeNo: 'PSTRANGER',
          outRefundNo: null,
          ourFen: null,
          providerFen: 999,
        },
      ]),
    );

    const csv = await get(`${BASE}/reconciliation.csv?date=${DAY}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`reconciliation-${DAY}.csv`);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toContain(`微信支付,支付,金额不符,${changed.outTradeNo},,42.00,43.00`);
    expect(csv.body).toContain('本院记录缺失,PSTRANGER');
  });

  it('reports an empty day as matching, with empty bills', async () => {
    const report = (await get(`${BASE}/reconciliation?date=2026-11-01`)).json<Reconciliation>();
    expect(report.mismatches).toEqual([]);
    expect(report.providers.every((p) => p.billAvailable && p.theirs.paymentCount === 0)).toBe(
      true,
    );
  });

  it('refuses a bad date and other roles', async () => {
    expect((await get(`${BASE}/reconciliation?date=2026-02-30`)).statusCode).toBe(400);
    expect((await get(`${BASE}/reconciliation.csv?date=nope`)).statusCode).toBe(400);
    expect((await get(`${BASE}/reconciliation?date=${DAY}`, service)).statusCode).toBe(403);
    expect((await get(`${BASE}/reconciliation.csv?date=${DAY}`, service)).statusCode).toBe(403);
  });
});

describe('refund requests in the database', () => {
  it('keep one row per refund number', async () => {
    const rows = await t.db.select({ no: refundRequests.outRefundNo }).from(refundRequests);
    expect(new Set(rows.map((row) => row.no)).size).toBe(rows.length);
  });
});
