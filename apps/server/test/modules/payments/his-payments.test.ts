import type { HisSettlement, HisSettlementPage } from '@hospital/contract/his';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparePayment, type PaymentOrder } from '../../../src/modules/payments/index.ts';
import { SETTLEMENT_VISIBLE_AFTER_MS } from '../../../src/modules/payments/his-service.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../helpers/test-app.ts';
import { hisHeaders } from '../his/his-client.ts';
import {
  drainOutbox,
  newOrder,
  payWithWechat,
  refundAndSend,
  signInPayer,
  submitCashier,
  type Payer,
} from './helpers.ts';

let t: TestApp;
let payer: Payer;
let bills: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0', DEMO: '0' } });
  payer = await signInPayer(t.app, 'WXGZH');
  bills = await hisHeaders(t.app, ['his:bills']);
});
afterAll(() => t.close());

const read = (query: Record<string, string>, headers: Record<string, string> = bills) =>
  t.app.inject({ url: '/his/v1/payments', query, headers });

async function page(query: Record<string, string> = {}): Promise<HisSettlementPage> {
  const response = await read(query);
  expect(response.statusCode).toBe(200);
  return response.json<HisSettlementPage>();
}

/** Every settlement from `since` on, walking the cursor `limit` rows at a time. */
async function walk(limit: number, since?: string): Promise<HisSettlement[]> {
  const seen: HisSettlement[] = [];
  let cursor = since;
  for (;;) {
    const next = await page({ limit: String(limit), ...(cursor && { since: cursor }) });
    seen.push(...next.items);
    cursor = next.next;
    if (!next.hasMore) return seen;
  }
}

const letSettle = () => t.clock.advance(SETTLEMENT_VISIBLE_AFTER_MS + 1000);

/** Paid at both cashiers: the order keeps the WeChat payment, the Alipay one is extra. */
async function payTwice(order: PaymentOrder): Promise<void> {
  const prepare = (host: 'WXGZH' | 'WXAPP') =>
    preparePayment(t.app, order, { host, userId: payer.userId, returnUrl: '/pay/wxPaySuccess' });
  const wechat = await prepare('WXGZH');
  const alipay = await prepare('WXAPP');
  if (wechat.channel !== 'wechat_jsapi' || !wechat.sandboxCashierUrl) throw new Error('wechat');
  if (alipay.channel !== 'cashier') throw new Error(alipay.channel);
  const gateway = await t.app.inject(alipay.cashierUrl);
  await submitCashier(t.app, wechat.sandboxCashierUrl);
  await submitCashier(t.app, String(gateway.headers.location));
  await drainOutbox(t.app);
}

describe('GET /his/v1/payments', () => {
  let first: HisSettlementPage;

  beforeAll(async () => {
    const kept = await newOrder(t.app, payer.userId, { amountFen: 1250 });
    await payWithWechat(t.app, kept);
    t.clock.advance(1000);
    await refundAndSend(t.app, kept.id, { amountFen: 250, reason: '部分退款' });
    t.clock.advance(1000);
    await payTwice(await newOrder(t.app, payer.userId, { amountFen: 800 }));
    letSettle();
    first = await page();
  });

  it('lists every settled payment, extra payment and refund in the order they settled', () => {
    expect(first.items.map(({ kind, amountFen }) => [kind, amountFen])).toEqual([
      ['payment', 1250],
      ['refund', 250],
      ['payment', 800],
      ['extra_payment', 800],
      ['refund', 800],
    ]);
    const [payment, refund] = first.items;
    expect(payment).toMatchObject({
      outRefundNo: null,
      subjectType: 'exam',
      provider: 'wechat',
      settledAt: TEST_NOW.toISOString(),
    });
    expect(refund).toMatchObject({ outTradeNo: payment?.outTradeNo, provider: 'wechat' });
    expect(refund?.outRefundNo).toEqual(expect.any(String));
    // The extra payment came through the Alipay cashier, and its refund goes back there.
    expect(first.items.slice(3).map(({ provider }) => provider)).toEqual(['alipay', 'alipay']);
    expect(first.hasMore).toBe(false);
  });

  it('pages through the same rows one at a time, each once, and stays put when nothing is new', async () => {
    expect(await walk(1)).toEqual(first.items);
    expect(await walk(2)).toEqual(first.items);
    const after = await page({ since: first.next });
    expect(after).toEqual({ items: [], next: first.next, hasMore: false });
  });

  it('holds back a payment until it is surely committed, then lists it after the cursor', async () => {
    const order = await newOrder(t.app, payer.userId, { amountFen: 4200 });
    await payWithWechat(t.app, order);
    expect((await page({ since: first.next })).items).toEqual([]);
    letSettle();
    const later = await page({ since: first.next });
    expect(later.items.map(({ outTradeNo }) => outTradeNo)).toEqual([order.outTradeNo]);
  });

  it('starts from a time when `since` is one', async () => {
    const since = first.items[2]?.settledAt ?? '';
    const fromTime = await page({ since });
    expect(fromTime.items.slice(0, 3)).toEqual(first.items.slice(2));
    const future = await page({ since: '2999-01-01T00:00:00+08:00' });
    expect(future.items).toEqual([]);
  });

  it('answers 400 for a bad limit or cursor', async () => {
    const forged = `c1.${Buffer.from('12.9.x').toString('base64url')}`;
    const queries: Record<string, string>[] = [
      { limit: '0' },
      { limit: '501' },
      { limit: 'many' },
      { since: 'yesterday' },
      { since: forged },
    ];
    for (const query of queries) {
      const response = await read(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/limit|since/);
    }
  });

  it('refuses a client without his:bills (403), a patient and no token (401)', async () => {
    const schedules = await hisHeaders(t.app, ['his:schedules']);
    const forbidden = await read({}, schedules);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: 'insufficient_scope' });
    expect((await read({}, payer.headers)).statusCode).toBe(401);
    expect((await read({}, {})).statusCode).toBe(401);
  });
});
