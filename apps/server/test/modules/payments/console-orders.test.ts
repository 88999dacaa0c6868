import type { FinanceOrderDetail, FinanceOrderPage } from '@hospital/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SETUP_TIMEOUT_MS } from '../../helpers/staff.ts';
import { FINANCE, openFinanceDesk, type FinanceDesk } from './finance-desk.ts';
import { drainOutbox } from './helpers.ts';

let desk: FinanceDesk<'service'>;

beforeAll(async () => {
  desk = await openFinanceDesk(['service']);
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => desk.t.close());

describe('GET /console/api/finance/payment-orders', () => {
  it('finds an order by its number, with what is left to refund', async () => {
    const order = await desk.paidWithWechat(1500);
    const response = await desk.get(`${FINANCE}/payment-orders?keyword=${order.outTradeNo}`);
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
    await desk.paidWithAlipay(900);
    const response = await desk.get(
      `${FINANCE}/payment-orders?from=2026-11-23&to=2026-11-23&channel=alipay_trade&status=paid`,
    );
    const page = response.json<FinanceOrderPage>();
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items.every((item) => item.channel === 'alipay_trade')).toBe(true);
    const none = await desk.get(`${FINANCE}/payment-orders?from=2026-11-24`);
    expect(none.json<FinanceOrderPage>().total).toBe(0);
  });

  it('refuses a range that ends before it starts, and an unknown channel', async () => {
    const backwards = await desk.get(`${FINANCE}/payment-orders?from=2026-11-24&to=2026-11-23`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ field: 'from' });
    expect((await desk.get(`${FINANCE}/payment-orders?channel=cash`)).statusCode).toBe(400);
  });

  it('is closed to the service desk', async () => {
    expect((await desk.get(`${FINANCE}/payment-orders`, desk.staff.service)).statusCode).toBe(403);
  });
});

describe('GET /console/api/finance/payment-orders/:id', () => {
  it('shows the order with its refunds and refund requests', async () => {
    const order = await desk.paidWithWechat(2000);
    await desk.refundAsked(order.id, 500, '部分退费');
    await drainOutbox(desk.t.app);
    const response = await desk.get(`${FINANCE}/payment-orders/${order.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<FinanceOrderDetail>();
    expect(detail).toMatchObject({ status: 'partially_refunded', refundableFen: 1500 });
    expect(detail.refunds).toMatchObject([{ amountFen: 500, status: 'success' }]);
    expect(detail.refundRequests).toMatchObject([{ amountFen: 500, status: 'refunded' }]);
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    expect((await desk.get(`${FINANCE}/payment-orders/999999`)).statusCode).toBe(404);
    expect((await desk.get(`${FINANCE}/payment-orders/abc`)).statusCode).toBe(400);
  });

  it('is closed to the service desk', async () => {
    expect((await desk.get(`${FINANCE}/payment-orders/1`, desk.staff.service)).statusCode).toBe(
      403,
    );
  });
});
