import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEvents } from '../../../src/db/schema/index.ts';
import {
  changeSubscription,
  createSubscription,
  deliverDueWebhooks,
  DELIVERY_LEASE_MS,
  DEMO_HIS_SUBSCRIPTION,
  emitWebhook,
  listWebhookDeliveries,
  listWebhookSubscriptions,
  MAX_ATTEMPTS,
  replayDelivery,
  webhookRetryDelayMs,
  type WebhookSubscription,
} from '../../../src/modules/webhooks/index.ts';
import { claimDeliveries, finishAttempt } from '../../../src/modules/webhooks/repository.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { testReceiver } from './receiver.ts';

const by = { actor: 'system' };
let t: TestApp;
let his: WebhookSubscription;
const receiver = testReceiver({ secret: () => his.secret, now: () => t.clock.now() });

beforeAll(async () => {
  // Demo mode subscribes the demo HIS; it is off by default on a PostgreSQL URL.
  t = await createTestApp({ env: { JOBS: '0', DEMO: '1' } });
  // Demo mode subscribed the demo HIS; these tests watch a receiver of their own.
  const demo = (await listWebhookSubscriptions(t.db)).find(
    (row) => row.name === DEMO_HIS_SUBSCRIPTION,
  );
  await changeSubscription(t.app, by, demo!.id, { active: false });
  his = await createSubscription(t.app, by, {
    name: 'his',
    url: 'https://his.example/webhooks',
    eventTypes: [],
  });
});
afterAll(() => t.close());
beforeEach(() => receiver.clear());

let orders = 0;
/** A payment event written in a transaction of its own; its event id. */
function emitPayment() {
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

const deliver = () =>
  deliverDueWebhooks({ db: t.db, log: t.app.log, fetch: receiver.fetch }, t.clock.now());

async function deliveryOf(eventId: string, subscriptionId = his.id) {
  const rows = await t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.eventId, eventId));
  const row = rows.find((delivery) => delivery.subscriptionId === subscriptionId);
  if (!row) throw new Error(`no delivery of ${eventId}`);
  return row;
}

describe('the demo HIS', () => {
  it('is subscribed in demo mode at the URL and with the secret of the config', async () => {
    const demo = (await listWebhookSubscriptions(t.db)).find(
      (row) => row.name === DEMO_HIS_SUBSCRIPTION,
    );
    expect(demo).toMatchObject({
      url: 'http://sandbox.invalid/demo-his/webhooks',
      secret: t.config.demoHisWebhook.secret,
      eventTypes: [],
    });
  });
});

describe('webhook delivery', () => {
  it('gets an event acknowledged once by a receiver that fails three times, backing off 10, 20, 40 s', async () => {
    const eventId = await emitPayment();
    receiver.answer(500, 500, 503);

    expect(await deliver()).toBe(0);
    for (const wait of [10_000, 20_000, 40_000]) {
      t.clock.advance(wait - 1);
      await deliver();
      expect(receiver.received).toHaveLength(wait === 10_000 ? 1 : wait === 20_000 ? 2 : 3);
      t.clock.advance(1);
      await deliver();
    }
    t.clock.advance(60 * 60_000);
    expect(await deliver()).toBe(0);

    expect(receiver.received.map((r) => [r.eventId, r.verified, r.acknowledged])).toEqual([
      [eventId, true, false],
      [eventId, true, false],
      [eventId, true, false],
      [eventId, true, true],
    ]);
    expect(receiver.received[3]!.envelope).toMatchObject({
      id: eventId,
      type: 'payment.succeeded',
      data: { amountFen: 5000, subjectType: 'registration' },
    });
    const row = await deliveryOf(eventId);
    expect(row).toMatchObject({
      status: 'delivered',
      attempts: 4,
      lastStatus: 200,
      lastError: null,
    });
    expect(row.deliveredAt).toEqual(new Date(t.clock.now().getTime() - 60 * 60_000));
  });

  it('replays a delivered event with the same id, and answers null for an unknown delivery', async () => {
    const eventId = await emitPayment();
    expect(await deliver()).toBe(1);
    const { id } = await deliveryOf(eventId);

    expect(await replayDelivery(t.app, by, id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await deliver()).toBe(1);
    expect(receiver.received.map((r) => r.eventId)).toEqual([eventId, eventId]);
    expect(await deliveryOf(eventId)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(await replayDelivery(t.app, by, 999_999)).toBeNull();
  });

  it('sends again once the lease of a worker that died mid-delivery runs out', async () => {
    const eventId = await emitPayment();
    const now = t.clock.now();
    const [claim] = await claimDeliveries(
      t.db,
      now,
      new Date(now.getTime() + DELIVERY_LEASE_MS),
      10,
    );
    expect(claim).toMatchObject({ attempts: 1, event: { id: eventId } });

    t.clock.advance(DELIVERY_LEASE_MS - 1);
    expect(await deliver()).toBe(0);
    expect(receiver.received).toHaveLength(0);
    t.clock.advance(1);
    expect(await deliver()).toBe(1);
    expect(receiver.received.map((r) => r.eventId)).toEqual([eventId]);

    // The dead worker's late word counts for nothing: the row belongs to the later attempt.
    await finishAttempt(t.db, claim!, { status: 'failed', lastError: 'late' });
    expect(await deliveryOf(eventId)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('gives up after the last attempt and keeps the delivery replayable', async () => {
    const eventId = await emitPayment();
    receiver.answer(...Array<number>(MAX_ATTEMPTS).fill(502));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await deliver();
      t.clock.advance(webhookRetryDelayMs(attempt));
    }
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    const failed = await deliveryOf(eventId);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastStatus: 502 });
    expect(failed.lastError).toContain('HTTP 502');
    t.clock.advance(24 * 60 * 60_000);
    expect(await deliver()).toBe(0);

    await replayDelivery(t.app, by, failed.id);
    expect(await deliver()).toBe(1);
    expect(await deliveryOf(eventId)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('records a receiver that cannot be reached and tries again', async () => {
    const eventId = await emitPayment();
    const unreachable = () => Promise.reject(new TypeError('fetch failed'));
    await deliverDueWebhooks({ db: t.db, log: t.app.log, fetch: unreachable }, t.clock.now());
    expect(await deliveryOf(eventId)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatus: null,
      lastError: 'fetch failed',
    });
    t.clock.advance(10_000);
    expect(await deliver()).toBe(1);
  });
});

describe('subscriptions', () => {
  it('give a delivery only to active subscriptions that take the event type', async () => {
    const bookings = await createSubscription(t.app, by, {
      name: 'bookings only',
      url: 'https://his.example/bookings',
      eventTypes: ['appointment.booked'],
    });
    const paused = await createSubscription(t.app, by, {
      name: 'paused',
      url: 'https://his.example/paused',
      eventTypes: [],
      active: false,
    });
    const eventId = await emitPayment();
    const rows = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, eventId));
    expect(rows.map((row) => row.subscriptionId)).toEqual([his.id]);
    expect([bookings.id, paused.id]).not.toContain(his.id);
  });

  it('refuse a URL that is not http(s) and leave the row as it was', async () => {
    await expect(
      createSubscription(t.app, by, { name: 'ftp', url: 'ftp://his.example/', eventTypes: [] }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(changeSubscription(t.app, by, his.id, { url: 'not a url' })).rejects.toMatchObject(
      {
        statusCode: 400,
      },
    );
    expect((await listWebhookSubscriptions(t.db)).find((row) => row.id === his.id)?.url).toBe(
      his.url,
    );
  });

  it('rotate the secret: later deliveries are signed with the new one', async () => {
    const changed = await changeSubscription(t.app, by, his.id, { rotateSecret: true });
    expect(changed!.secret).not.toBe(his.secret);
    his = changed!;
    await deliver();
    receiver.clear();
    await emitPayment();
    expect(await deliver()).toBe(1);
    expect(receiver.received[0]!.verified).toBe(true);
  });
});

describe('the outbox', () => {
  it('keeps no event of a transaction that rolled back', async () => {
    const before = await t.db.select({ id: webhookEvents.id }).from(webhookEvents);
    await expect(
      t.db.transaction(async (tx) => {
        await emitWebhook(tx, 'appointment.cancelled', {
          appointmentId: 1,
          orderNum: 'X1',
          status: 'canceled',
          patientCode: 'P1',
          scheduleId: 1,
          doctorId: 1,
          date: '2026-11-26',
          period: 'morning',
          sequence: 1,
          feeFen: 0,
          outTradeNo: null,
          at: t.clock.now().toISOString(),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select({ id: webhookEvents.id }).from(webhookEvents)).toEqual(before);
    expect(await deliver()).toBe(0);
  });

  it('lists deliveries newest first, by type, status and time', async () => {
    t.clock.advance(1000);
    const since = t.clock.now();
    const eventId = await emitPayment();
    receiver.answer(500);
    await deliver();
    const list = (filter: Partial<Parameters<typeof listWebhookDeliveries>[1]>) =>
      listWebhookDeliveries(t.db, { limit: 50, subscriptionId: his.id, ...filter });

    expect((await list({ since })).map((row) => row.event.id)).toEqual([eventId]);
    expect(await list({ since, status: 'pending' })).toMatchObject([
      { event: { id: eventId, type: 'payment.succeeded' }, attempts: 1, lastStatus: 500 },
    ]);
    expect(await list({ since, status: 'delivered' })).toEqual([]);
    expect(await list({ since, type: 'appointment.booked' })).toEqual([]);
    const all = await list({});
    expect(all.map((row) => row.id)).toEqual([...all.map((row) => row.id)].sort((a, b) => b - a));
  });
});
