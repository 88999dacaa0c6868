import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS } from '@hospital/contract/his';
import { listReceivedEvents } from '../../../src/modules/demo-his/index.ts';
import {
  DEMO_HIS_WEBHOOK_PATH,
  deliverDueWebhooks,
  emitWebhook,
  listWebhookDeliveries,
  replayDelivery,
  signWebhook,
  webhookFetch,
} from '../../../src/modules/webhooks/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Demo mode registers the receiver and subscribes it; PostgreSQL runs default it off.
  t = await createTestApp({ env: { DEMO: '1' } });
});
afterAll(() => t.close());

const seconds = () => Math.floor(t.clock.now().getTime() / 1000);

let events = 0;
function envelope() {
  events += 1;
  return JSON.stringify({
    id: `evt_test_${events}`,
    type: 'payment.succeeded',
    createdAt: t.clock.now().toISOString(),
    data: { outTradeNo: `T${events}`, amountFen: 5000 },
  });
}

function post(body: string, signature: string, timestamp = seconds()) {
  return t.app.inject({
    method: 'POST',
    url: DEMO_HIS_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.signature]: signature,
    },
    payload: body,
  });
}

const signed = (body: string, timestamp = seconds()) =>
  post(body, signWebhook(t.config.demoHisWebhook.secret, timestamp, body), timestamp);

describe('POST /demo-his/webhooks', () => {
  it('keeps a signed event once, acknowledging a second delivery of it', async () => {
    const body = envelope();
    const before = (await listReceivedEvents(t.db)).length;
    const firstTime = await signed(body);
    expect(firstTime.statusCode).toBe(200);
    expect(firstTime.json()).toEqual({ received: true, duplicate: false });
    const again = await signed(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const received = await listReceivedEvents(t.db);
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)).toMatchObject({
      eventId: `evt_test_${events}`,
      type: 'payment.succeeded',
      receivedAt: t.clock.now(),
    });
  });

  it('refuses a bad signature, another secret, a stale timestamp and a changed body, keeping nothing', async () => {
    const before = (await listReceivedEvents(t.db)).length;
    const body = envelope();
    const stale = seconds() - 10 * 60;
    const refusals = [
      await post(body, 'v1=00ff'),
      await post(body, signWebhook('not-the-shared-secret', seconds(), body)),
      await signed(body, stale),
      await post(`${body} `, signWebhook(t.config.demoHisWebhook.secret, seconds(), body)),
      await t.app.inject({ method: 'POST', url: DEMO_HIS_WEBHOOK_PATH, payload: { id: 'x' } }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(await listReceivedEvents(t.db)).toHaveLength(before);
  });

  it('answers 400 to a signed body that is no event', async () => {
    const before = (await listReceivedEvents(t.db)).length;
    for (const body of ['not json', JSON.stringify({ id: 'evt_1' })]) {
      expect((await signed(body)).statusCode).toBe(400);
    }
    expect(await listReceivedEvents(t.db)).toHaveLength(before);
  });

  it('receives what the delivery job sends it, once however often it is replayed', async () => {
    const eventId = await t.db.transaction((tx) =>
      emitWebhook(tx, 'payment.succeeded', {
        outTradeNo: 'T-demo-his',
        subjectType: 'registration',
        subjectId: 1,
        amountFen: 5000,
        channel: 'wechat_jsapi',
        providerTradeNo: 'W-demo-his',
        at: t.clock.now().toISOString(),
      }),
    );
    const deps = { db: t.db, log: t.app.log, fetch: webhookFetch(t.app) };
    await deliverDueWebhooks(deps, t.clock.now());
    const [delivery] = (
      await listWebhookDeliveries(t.db, { type: 'payment.succeeded', limit: 100 })
    ).filter((item) => item.event.id === eventId);
    expect(delivery).toMatchObject({ status: 'delivered' });
    await replayDelivery(t.app, { actor: 'system' }, delivery!.id);
    await deliverDueWebhooks(deps, t.clock.now());
    const received = (await listReceivedEvents(t.db)).filter((event) => event.eventId === eventId);
    expect(received).toHaveLength(1);
  });
});
