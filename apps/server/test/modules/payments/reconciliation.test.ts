import type { Reconciliation } from '@hospital/contract/console';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRefunds, sandboxTrades } from '../../../src/db/schema/index.ts';
import { STAFF_SETUP_TIMEOUT_MS } from '../../helpers/staff.ts';
import { FINANCE, openFinanceDesk, type FinanceDesk } from './finance-desk.ts';
import { drainOutbox } from './helpers.ts';

let desk: FinanceDesk<'service'>;

beforeAll(async () => {
  desk = await openFinanceDesk(['service']);
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => desk.t.close());

describe('GET /console/api/finance/reconciliation', () => {
  const DAY = '2026-11-23';

  it('matches every settled payment and refund of the day against both bills', async () => {
    const byWechat = await desk.paidWithWechat(1500);
    const byAlipay = await desk.paidWithAlipay(900);
    await desk.refundAsked(byWechat.id, 500, '部分退费');
    await desk.refundAsked(byAlipay.id, 900, '全额退费');
    await drainOutbox(desk.t.app);
    const response = await desk.get(`${FINANCE}/reconciliation?date=${DAY}`);
    expect(response.statusCode).toBe(200);
    const report = response.json<Reconciliation>();
    expect(report.mismatches).toEqual([]);
    for (const provider of report.providers) {
      expect(provider.billAvailable).toBe(true);
      expect(provider.theirs).toEqual(provider.ours);
    }
    expect(report.providers.map((p) => p.provider)).toEqual(['wechat', 'alipay', 'medicare']);
    expect(report.providers[1]?.ours.paymentCount).toBeGreaterThan(0);
    const cards = report.providers.filter((p) => p.provider !== 'medicare');
    expect(cards.every((p) => p.ours.refundCount > 0)).toBe(true);
  });

  it('lists what a deliberately mismatched sandbox bill gets wrong', async () => {
    const changed = await desk.paidWithWechat(4200);
    const refundedOrder = await desk.paidWithAlipay(3100);
    const refund = await desk.refundAsked(refundedOrder.id, 1100, '退费');
    await drainOutbox(desk.t.app);
    // The provider's books drift from ours: an amount, a refund it lost, a trade we never had.
    await desk.t.db
      .update(sandboxTrades)
      .set({ amountFen: 4300 })
      .where(eq(sandboxTrades.outTradeNo, changed.outTradeNo));
    await desk.t.db
      .delete(sandboxRefunds)
      .where(eq(sandboxRefunds.outRefundNo, refund.outRefundNo));
    await desk.t.db.insert(sandboxTrades).values({
      id: 'wxSTRANGER',
      provider: 'wechat',
      outTradeNo: 'PSTRANGER',
      amountFen: 999,
      description: '不明交易',
      notifyUrl: '',
      payer: 'o-stranger',
      status: 'SUCCESS',
      transactionId: '4200STRANGER',
      paidAt: desk.t.clock.now(),
    });

    const report = (await desk.get(`${FINANCE}/reconciliation?date=${DAY}`)).json<Reconciliation>();
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

    const csv = await desk.get(`${FINANCE}/reconciliation.csv?date=${DAY}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`reconciliation-${DAY}.csv`);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toContain(`微信支付,支付,金额不符,${changed.outTradeNo},,42.00,43.00`);
    expect(csv.body).toContain('本院记录缺失,PSTRANGER');
  });

  it('reports an empty day as matching, with empty bills', async () => {
    const report = (
      await desk.get(`${FINANCE}/reconciliation?date=2026-11-01`)
    ).json<Reconciliation>();
    expect(report.mismatches).toEqual([]);
    expect(report.providers.every((p) => p.billAvailable && p.theirs.paymentCount === 0)).toBe(
      true,
    );
  });

  it('refuses a bad date and other roles', async () => {
    expect((await desk.get(`${FINANCE}/reconciliation?date=2026-02-30`)).statusCode).toBe(400);
    expect((await desk.get(`${FINANCE}/reconciliation.csv?date=nope`)).statusCode).toBe(400);
    expect(
      (await desk.get(`${FINANCE}/reconciliation?date=${DAY}`, desk.staff.service)).statusCode,
    ).toBe(403);
    expect(
      (await desk.get(`${FINANCE}/reconciliation.csv?date=${DAY}`, desk.staff.service)).statusCode,
    ).toBe(403);
  });
});
