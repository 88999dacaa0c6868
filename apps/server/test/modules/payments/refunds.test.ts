import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, refunds } from '../../../src/db/schema/index.ts';
import { closeOrder, onPaymentEvent, preparePayment } from '../../../src/modules/payments/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  drainOutbox,
  newOrder,
  orderNow,
  payWithWechat,
  refundAndSend,
  signInPayer,
  submitCashier,
} from './helpers.ts';

let t: TestApp;
let userId: number;
let refunded: number[];
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
  userId = (await signInPayer(t.app)).userId;
  onPaymentEvent('exam', {
    refunded: (_tx, _order, refund) => {
      refunded.push(refund.amountFen);
      return Promise.resolve();
    },
  });
});
beforeEach(() => {
  refunded = [];
});
afterAll(() => t.close());

async function confirmPaid(amountFen: number) {
  const order = await newOrder(t.app, userId, { amountFen });
  await payWithWechat(t.app, order);
  return orderNow(t.app, order.id);
}

describe('requestRefund', () => {
  it('refunds in part, then the rest, and never beyond what was paid', async () => {
    const order = await confirmPaid(1250);
    const first = await refundAndSend(t.app, order.id, { amountFen: 250, reason: '部分退款' });
    expect(first.status).toBe('success');
    expect((await orderNow(t.app, order.id)).status).toBe('partially_refunded');
    await expect(
      refundAndSend(t.app, order.id, { amountFen: 1001, reason: '超额' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'REFUND_EXCEEDS_PAID' });
    await refundAndSend(t.app, order.id, { amountFen: 1000, reason: '余款' });
    expect((await orderNow(t.app, order.id)).status).toBe('refunded');
    expect(refunded).toEqual([250, 1000]);
  });

  it('refunds once for the same out_refund_no, however often it is retried', async () => {
    const order = await confirmPaid(1250);
    const intent = { amountFen: 1250, reason: '取消挂号', outRefundNo: `C${order.id}` };
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push(await refundAndSend(t.app, order.id, intent));
    expect(new Set(results.map((refund) => refund.id)).size).toBe(1);
    expect(results.every((refund) => refund.status === 'success')).toBe(true);
    expect(await t.app.db.$count(refunds, eq(refunds.orderId, order.id))).toBe(1);
    expect(refunded).toEqual([1250]);
  });

  it('lets concurrent refunds take no more than was paid', async () => {
    const order = await confirmPaid(1000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        refundAndSend(t.app, order.id, { amountFen: 300, reason: `并发${i}` }),
      ),
    );
    const succeeded = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(succeeded).toHaveLength(3);
    expect((await orderNow(t.app, order.id)).status).toBe('partially_refunded');
  });

  it('refuses to refund an unpaid order and a bad amount', async () => {
    const order = await newOrder(t.app, userId);
    await expect(
      refundAndSend(t.app, order.id, { amountFen: 100, reason: '未付' }),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(
      refundAndSend(t.app, order.id, { amountFen: 0, reason: '零' }),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('records a payment that arrives after expiry closed the order and refunds it', async () => {
    const order = await newOrder(t.app, userId);
    const params = await preparePayment(t.app, order, { host: 'WXGZH', userId, returnUrl: '/' });
    if (params.channel !== 'wechat_jsapi') throw new Error(params.channel);
    expect(await t.app.db.transaction((tx) => closeOrder(tx, order.id))).toBe(true);
    // The payer still had the cashier open and pays after the close.
    await submitCashier(t.app, params.sandboxCashierUrl ?? '');
    // The refund is written with the payment and sent by the worker, beside the close of
    // the trade the expiry asked for, which finds it paid and leaves it to the refund.
    expect((await orderNow(t.app, order.id)).status).toBe('paid');
    expect(await drainOutbox(t.app)).toBe(2);
    expect((await orderNow(t.app, order.id)).status).toBe('refunded');
    expect(refunded).toEqual([]);
    const actions = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)));
    expect(actions.map((row) => row.action)).toContain('paid_after_close');
  });
});
