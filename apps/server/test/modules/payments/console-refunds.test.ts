import type { RefundRequest, RefundRequestPage } from '@hospital/contract/console';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  refundRequests,
  refunds,
  sandboxRefunds,
  sandboxTrades,
} from '../../../src/db/schema/index.ts';
import { databaseFingerprint } from '../../helpers/db-fingerprint.ts';
import { STAFF_SETUP_TIMEOUT_MS } from '../../helpers/staff.ts';
import { FINANCE, openFinanceDesk, type FinanceDesk } from './finance-desk.ts';
import { drainOutbox, orderNow } from './helpers.ts';

let desk: FinanceDesk<'admin' | 'service'>;

beforeAll(async () => {
  desk = await openFinanceDesk(['admin', 'service']);
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => desk.t.close());

describe('POST /console/api/finance/payment-orders/:id/refunds', () => {
  it('refunds a small amount at once through the payment core, and audits it', async () => {
    const order = await desk.paidWithWechat(3000);
    const response = await desk.askRefund(order.id, {
      amountFen: 1000,
      reason: '患者申请退费',
      requestId: desk.requestId(),
    });
    expect(response.statusCode).toBe(200);
    const request = response.json<RefundRequest>();
    expect(request).toMatchObject({
      status: 'refunded',
      amountFen: 1000,
      outRefundNo: expect.stringMatching(new RegExp(`^${order.outTradeNo}S`)) as string,
      requestedBy: { id: desk.staff.finance.staff.id },
    });
    await drainOutbox(desk.t.app);
    expect((await orderNow(desk.t.app, order.id)).status).toBe('partially_refunded');
    const [refund] = await desk.t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ status: 'success', outRefundNo: request.outRefundNo });
    const audit = await desk.t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'refund_request'), eq(auditLog.entityId, String(request.id))),
      );
    expect(audit).toMatchObject([
      {
        actor: `staff:${desk.staff.finance.staff.id}`,
        action: 'refund_request.refund',
        amountFen: 1000,
      },
    ]);
  });

  it('refunds once when the same request is sent twice', async () => {
    const order = await desk.paidWithWechat(3000);
    const body = { amountFen: 3000, reason: '重复提交', requestId: desk.requestId() };
    const first = await desk.askRefund(order.id, body);
    await drainOutbox(desk.t.app);
    const second = await desk.askRefund(order.id, body);
    await drainOutbox(desk.t.app);
    expect(second.statusCode).toBe(200);
    expect(second.json<RefundRequest>().id).toBe(first.json<RefundRequest>().id);
    expect(await desk.refundRowsOf(order.id)).toBe(1);
    const [trade] = await desk.t.db
      .select()
      .from(sandboxTrades)
      .where(eq(sandboxTrades.outTradeNo, order.outTradeNo));
    expect(
      await desk.t.db.$count(sandboxRefunds, eq(sandboxRefunds.tradeId, trade?.id ?? '')),
    ).toBe(1);
    expect((await orderNow(desk.t.app, order.id)).status).toBe('refunded');
  });

  it('refuses more than was paid and changes nothing', async () => {
    const order = await desk.paidWithWechat(1200);
    await desk.refundAsked(order.id, 700, '部分');
    const before = await databaseFingerprint(desk.t.db);
    const response = await desk.askRefund(order.id, {
      amountFen: 501,
      reason: '超额',
      requestId: desk.requestId(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'REFUND_EXCEEDS_PAID' });
    expect(await databaseFingerprint(desk.t.db)).toEqual(before);
  });

  it('refuses an unpaid order', async () => {
    const order = await desk.unpaidOrder();
    const response = await desk.askRefund(order.id, {
      amountFen: 100,
      reason: '未支付',
      requestId: desk.requestId(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'NOT_REFUNDABLE' });
  });

  it('refuses a missing reason, a zero amount and a bad request id with 400', async () => {
    const order = await desk.paidWithWechat(800);
    const before = await databaseFingerprint(desk.t.db);
    for (const body of [
      { amountFen: 100, reason: '  ', requestId: desk.requestId() },
      { amountFen: 0, reason: '退费', requestId: desk.requestId() },
      { amountFen: 100, reason: '退费', requestId: 'short' },
    ]) {
      const response = await desk.askRefund(order.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
    expect(await databaseFingerprint(desk.t.db)).toEqual(before);
  });

  it('answers 404 for an unknown order', async () => {
    const response = await desk.askRefund(999999, {
      amountFen: 100,
      reason: '退费',
      requestId: desk.requestId(),
    });
    expect(response.statusCode).toBe(404);
  });

  it('is closed to the service desk, which changes nothing', async () => {
    const order = await desk.paidWithWechat(800);
    const before = await databaseFingerprint(desk.t.db);
    const response = await desk.askRefund(
      order.id,
      { amountFen: 100, reason: '退费', requestId: desk.requestId() },
      desk.staff.service,
    );
    expect(response.statusCode).toBe(403);
    expect(await databaseFingerprint(desk.t.db)).toEqual(before);
  });
});

describe('refunds above the approval threshold', () => {
  it('wait for a second person: not the one who asked, then an administrator', async () => {
    const order = await desk.paidWithWechat(80000);
    const asked = await desk.askRefund(order.id, {
      amountFen: 60000,
      reason: '手术取消退费',
      requestId: desk.requestId(),
    });
    expect(asked.statusCode).toBe(200);
    const request = asked.json<RefundRequest>();
    expect(request).toMatchObject({ status: 'pending_approval', refundId: null });
    expect(await desk.refundRowsOf(order.id)).toBe(0);

    const waiting = await desk.get(`${FINANCE}/refund-requests?status=pending_approval`);
    expect(waiting.json<RefundRequestPage>().items.map((item) => item.id)).toContain(request.id);

    // What waits counts against what is left: a direct refund cannot take it meanwhile.
    const meanwhile = await desk.askRefund(order.id, {
      amountFen: 30000,
      reason: '其他',
      requestId: desk.requestId(),
    });
    expect(meanwhile.json()).toMatchObject({ code: 'REFUND_EXCEEDS_PAID' });

    const before = await databaseFingerprint(desk.t.db);
    const self = await desk.post(`${FINANCE}/refund-requests/${request.id}/approve`);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'SAME_PERSON' });
    expect(await databaseFingerprint(desk.t.db)).toEqual(before);

    const approved = await desk.post(
      `${FINANCE}/refund-requests/${request.id}/approve`,
      undefined,
      desk.staff.admin,
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json<RefundRequest>()).toMatchObject({
      status: 'refunded',
      decidedBy: { id: desk.staff.admin.staff.id },
      refundId: expect.any(Number) as number,
    });
    await drainOutbox(desk.t.app);
    expect((await orderNow(desk.t.app, order.id)).status).toBe('partially_refunded');

    const again = await desk.post(
      `${FINANCE}/refund-requests/${request.id}/approve`,
      undefined,
      desk.staff.admin,
    );
    expect(again.statusCode).toBe(409);
    expect(await desk.refundRowsOf(order.id)).toBe(1);
  });

  it('can be rejected with a note by the second person, and refund nothing', async () => {
    const order = await desk.paidWithWechat(90000);
    const request = await desk.refundAsked(order.id, 90000, '全额退费');
    const noNote = await desk.post(
      `${FINANCE}/refund-requests/${request.id}/reject`,
      { note: '' },
      desk.staff.admin,
    );
    expect(noNote.statusCode).toBe(400);
    const self = await desk.post(`${FINANCE}/refund-requests/${request.id}/reject`, {
      note: '不同意',
    });
    expect(self.statusCode).toBe(403);
    const rejected = await desk.post(
      `${FINANCE}/refund-requests/${request.id}/reject`,
      { note: '金额有误，请核对' },
      desk.staff.admin,
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<RefundRequest>()).toMatchObject({
      status: 'rejected',
      decisionNote: '金额有误，请核对',
    });
    expect(await desk.refundRowsOf(order.id)).toBe(0);
    const audit = await desk.t.db
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
      (await desk.post(`${FINANCE}/refund-requests/999999/approve`, undefined, desk.staff.admin))
        .statusCode,
    ).toBe(404);
    expect((await desk.get(`${FINANCE}/refund-requests`, desk.staff.service)).statusCode).toBe(403);
    expect(
      (await desk.post(`${FINANCE}/refund-requests/1/approve`, undefined, desk.staff.service))
        .statusCode,
    ).toBe(403);
  });

  it('follows the threshold set in the hospital settings', async () => {
    const admin = desk.staff.admin;
    const settings = await desk.get('/settings', admin);
    expect(settings.json()).toMatchObject({ refundApprovalThresholdFen: 50000 });
    const { hospitalName: _name, ...input } = settings.json<Record<string, unknown>>();
    const lowered = await desk.put(
      '/settings',
      { ...input, refundApprovalThresholdFen: 100 },
      admin,
    );
    expect(lowered.statusCode).toBe(200);
    const order = await desk.paidWithWechat(500);
    const request = await desk.askRefund(order.id, {
      amountFen: 200,
      reason: '小额',
      requestId: desk.requestId(),
    });
    expect(request.json()).toMatchObject({ status: 'pending_approval' });
    const refused = await desk.put(
      '/settings',
      { ...input, refundApprovalThresholdFen: -1 },
      admin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'refundApprovalThresholdFen' });
    await desk.put('/settings', { ...input, refundApprovalThresholdFen: 50000 }, admin);
  });
});

describe('refund requests in the database', () => {
  it('keep one row per refund number', async () => {
    const order = await desk.paidWithWechat(1000);
    for (const amountFen of [300, 400]) await desk.refundAsked(order.id, amountFen, '分次退费');
    const rows = await desk.t.db.select({ no: refundRequests.outRefundNo }).from(refundRequests);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((row) => row.no)).size).toBe(rows.length);
  });
});
