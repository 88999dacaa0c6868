import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hisAccessTokens, webhookDeliveries, webhookEvents } from '../../src/db/schema/index.ts';
import { hisRetention } from '../../src/jobs/his-retention.ts';
import {
  createSubscription,
  deliverDueWebhooks,
  emitWebhook,
  type WebhookSubscription,
} from '../../src/modules/webhooks/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { hisHeaders } from '../modules/his/his-client.ts';
import { testReceiver } from '../modules/webhooks/receiver.ts';

const DAY_MS = 24 * 3600_000;
let t: TestApp;
let his: WebhookSubscription;
const receiver = testReceiver({ secret: () => his.secret, now: () => t.clock.now() });

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0', DEMO: '0', HIS_WEBHOOK_RETENTION_DAYS: '30' } });
  his = await createSubscription(
    t.app,
    { actor: 'system' },
    { name: 'his', url: 'https://his.example/webhooks', eventTypes: [] },
  );
});
afterAll(() => t.close());

const runJob = () => hisRetention.run(t.app, t.clock.now());
const deliver = () =>
  deliverDueWebhooks({ db: t.db, log: t.app.log, fetch: receiver.fetch }, t.clock.now());

let orders = 0;
function emitPayment(): Promise<string> {
  orders += 1;
  return t.db.transaction((tx) =>
    emitWebhook(tx, 'payment.succeeded', {
      outTradeNo: `T${orders}`,
      subjectType: 'registration',
      subjectId: orders,
      amountFen: 5000,
      channel: 'wechat_jsapi',
      providerTradeNo: `W${orders}`,
      at: t.clock.now().toISOString(),
    }),
  );
}

const eventExists = async (id: string) =>
  (await t.db.$count(webhookEvents, eq(webhookEvents.id, id))) === 1;

describe('the his-retention job', () => {
  it('drops HIS tokens once expired and keeps the live ones working', async () => {
    const expiring = await hisHeaders(t.app);
    t.clock.advance(10 * 60_000);
    const live = await hisHeaders(t.app);
    t.clock.advance(5 * 60_000 + 1);
    const before = await t.db.$count(hisAccessTokens);

    await runJob();

    expect(await t.db.$count(hisAccessTokens)).toBe(before - 1);
    const read = (headers: { authorization: string }) =>
      t.app.inject({ url: '/his/v1/departments', headers });
    expect((await read(live)).statusCode).toBe(200);
    expect((await read(expiring)).statusCode).toBe(401);
  });

  it('drops acknowledged events past the retention period, keeping unacknowledged ones', async () => {
    const acknowledged = await emitPayment();
    expect(await deliver()).toBe(1);
    receiver.answer(500);
    const refused = await emitPayment();
    await deliver();

    t.clock.advance(29 * DAY_MS);
    await runJob();
    expect(await eventExists(acknowledged)).toBe(true);

    t.clock.advance(2 * DAY_MS);
    const recent = await emitPayment();
    await runJob();
    expect(await eventExists(acknowledged)).toBe(false);
    expect(await t.db.$count(webhookDeliveries, eq(webhookDeliveries.eventId, acknowledged))).toBe(
      0,
    );
    // Still owed to the HIS (the console shows and replays it), and too young to go.
    expect(await eventExists(refused)).toBe(true);
    expect(await eventExists(recent)).toBe(true);

    await deliver();
    t.clock.advance(31 * DAY_MS);
    await runJob();
    expect(await eventExists(refused)).toBe(false);
    expect(await eventExists(recent)).toBe(false);
  });
});
