import type { WebhookPage } from '@hospital/contract/console';
import { STAFF_ROLES } from '@hospital/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, webhookDeliveries, webhookSubscriptions } from '../../../src/db/schema/index.ts';
import { emitWebhook } from '../../../src/modules/webhooks/index.ts';
import { signIn } from '../../helpers/auth.ts';
import { ensureTestStaff, STAFF_OF_ROLE, staffSession } from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffSession>>;
let eventId: string;
let deliveryId: number;

beforeAll(async () => {
  // Demo mode subscribes the demo HIS; it is off by default on a PostgreSQL URL.
  t = await createTestApp({ env: { JOBS: '0', DEMO: '1' } });
  await ensureTestStaff(t.app);
  admin = await staffSession(t.app, t.clock, STAFF_OF_ROLE.admin);
  // Demo mode subscribed the demo HIS: this event has one delivery, to it.
  eventId = await t.db.transaction((tx) =>
    emitWebhook(tx, 'payment.succeeded', {
      outTradeNo: 'T1',
      subjectType: 'registration',
      subjectId: 1,
      amountFen: 5000,
      channel: 'wechat_jsapi',
      providerTradeNo: 'W1',
      at: t.clock.now().toISOString(),
    }),
  );
  const [delivery] = await t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.eventId, eventId));
  deliveryId = delivery!.id;
});
afterAll(() => t.close());

const call = (options: InjectOptions, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ ...options, headers: { ...options.headers, ...headers } });

const auditOf = (action: string, entityId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

const newSubscription = { name: 'his-prod', url: 'https://his.example/hooks', eventTypes: [] };

describe('GET /console/api/webhooks', () => {
  it('lists deliveries with their event, filtered by type, status and time', async () => {
    const list = async (query: string) => {
      const response = await call({ url: `/console/api/webhooks${query}` });
      expect(response.statusCode).toBe(200);
      return response.json<WebhookPage>();
    };
    const all = await list('');
    expect(all.items).toMatchObject([
      {
        id: deliveryId,
        status: 'pending',
        attempts: 0,
        subscription: { name: 'demo-his' },
        event: { id: eventId, type: 'payment.succeeded', data: { outTradeNo: 'T1' } },
      },
    ]);
    expect(all.nextBeforeId).toBeNull();
    expect((await list('?type=payment.succeeded&status=pending')).items).toHaveLength(1);
    expect((await list('?type=appointment.booked')).items).toEqual([]);
    expect((await list('?status=delivered')).items).toEqual([]);
    const later = new Date(t.clock.now().getTime() + 1000).toISOString();
    expect((await list(`?since=${encodeURIComponent(later)}`)).items).toEqual([]);
    expect((await list(`?until=${encodeURIComponent(later)}`)).items).toHaveLength(1);
    const now = t.clock.now().toISOString();
    expect((await list(`?until=${encodeURIComponent(now)}`)).items).toEqual([]);
    expect((await list('?limit=1')).nextBeforeId).toBe(deliveryId);
  });

  it('refuses a filter it does not know with 400', async () => {
    for (const query of [
      '?status=lost',
      '?type=order.shipped',
      '?since=yesterday',
      '?until=tomorrow',
      '?limit=0',
    ])
      expect((await call({ url: `/console/api/webhooks${query}` })).statusCode).toBe(400);
  });
});

describe('POST /console/api/webhooks/:id/replay', () => {
  it('re-queues the delivery with the same event and writes the audit log', async () => {
    await t.db
      .update(webhookDeliveries)
      .set({ status: 'failed', attempts: 20 })
      .where(eq(webhookDeliveries.id, deliveryId));
    const response = await call({
      method: 'POST',
      url: `/console/api/webhooks/${deliveryId}/replay`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: deliveryId,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: t.clock.now().toISOString(),
      event: { id: eventId },
    });
    expect(await auditOf('webhook.replay', deliveryId)).toMatchObject([
      {
        actor: `staff:${admin.staff.id}`,
        before: { eventId, status: 'failed', attempts: 20 },
        after: { eventId, status: 'pending', attempts: 0 },
      },
    ]);
  });

  it('answers 404 for an unknown delivery and 400 for a malformed id', async () => {
    expect(
      (await call({ method: 'POST', url: '/console/api/webhooks/999999/replay' })).statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'POST', url: '/console/api/webhooks/abc/replay' })).statusCode,
    ).toBe(400);
  });
});

describe('/console/api/webhook-subscriptions', () => {
  let id: number;
  let secret: string;

  it('creates a subscription, showing its secret once, and lists it with a hint only', async () => {
    const created = await call({
      method: 'POST',
      url: '/console/api/webhook-subscriptions',
      payload: newSubscription,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json<{ id: number; secret: string; secretHint: string }>();
    expect(body).toMatchObject({ ...newSubscription, active: true });
    expect(body.secret).toMatch(/^whsec_[\w-]{43}$/);
    ({ id, secret } = body);
    const listed = await call({ url: '/console/api/webhook-subscriptions' });
    expect(listed.statusCode).toBe(200);
    const row = listed.json<Record<string, unknown>[]>().find((s) => s.id === id);
    expect(row).toMatchObject({ secretHint: `…${secret.slice(-4)}` });
    expect(row).not.toHaveProperty('secret');
    const [audit] = await auditOf('webhook_subscription.create', id);
    expect(audit?.after).toMatchObject({ name: 'his-prod' });
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses a taken name (409) and a bad URL or event type (400), adding nothing', async () => {
    const before = await t.db.select().from(webhookSubscriptions);
    const post = (payload: object) =>
      call({ method: 'POST', url: '/console/api/webhook-subscriptions', payload });
    expect((await post(newSubscription)).statusCode).toBe(409);
    expect(
      (await post({ ...newSubscription, name: 'x', url: 'ftp://his.example/' })).statusCode,
    ).toBe(400);
    expect(
      (await post({ ...newSubscription, name: 'y', eventTypes: ['order.shipped'] })).statusCode,
    ).toBe(400);
    expect(await t.db.select().from(webhookSubscriptions)).toEqual(before);
  });

  it('changes a subscription, with before and after in the audit log', async () => {
    const response = await call({
      method: 'PUT',
      url: `/console/api/webhook-subscriptions/${id}`,
      payload: { ...newSubscription, eventTypes: ['payment.refunded'], active: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ eventTypes: ['payment.refunded'], active: false });
    expect(await auditOf('webhook_subscription.update', id)).toMatchObject([
      {
        before: { active: true, eventTypes: [] },
        after: { active: false, eventTypes: ['payment.refunded'] },
      },
    ]);
    const missing = await call({
      method: 'PUT',
      url: '/console/api/webhook-subscriptions/999999',
      payload: newSubscription,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('rotates the secret', async () => {
    const response = await call({
      method: 'POST',
      url: `/console/api/webhook-subscriptions/${id}/secret`,
    });
    expect(response.statusCode).toBe(200);
    const rotated = response.json<{ secret: string }>().secret;
    expect(rotated).not.toBe(secret);
    const [row] = await t.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, id));
    expect(row?.secret).toBe(rotated);
    expect(await auditOf('webhook_subscription.rotate_secret', id)).toHaveLength(1);
  });
});

describe('who may use the webhook endpoints', () => {
  const endpoints = (): (InjectOptions & { url: string })[] => [
    { url: '/console/api/webhooks' },
    { method: 'POST', url: `/console/api/webhooks/${deliveryId}/replay` },
    { url: '/console/api/webhook-subscriptions' },
    {
      method: 'POST',
      url: '/console/api/webhook-subscriptions',
      payload: { ...newSubscription, name: 'intruder' },
    },
    {
      method: 'PUT',
      url: `/console/api/webhook-subscriptions/1`,
      payload: { ...newSubscription, name: 'intruder' },
    },
    { method: 'POST', url: '/console/api/webhook-subscriptions/1/secret' },
  ];

  it('only administrators: other roles get 403, patients and strangers 401, and nothing changes', async () => {
    const subscriptions = await t.db.select().from(webhookSubscriptions);
    const deliveries = await t.db.select().from(webhookDeliveries);
    const patient = await signIn(t.app);
    for (const role of STAFF_ROLES.filter((r) => r !== 'admin')) {
      const session = await staffSession(t.app, t.clock, STAFF_OF_ROLE[role]);
      for (const endpoint of endpoints())
        expect((await call(endpoint, session.headers)).statusCode, `${role} ${endpoint.url}`).toBe(
          403,
        );
    }
    for (const endpoint of endpoints()) {
      expect((await call(endpoint, patient.headers)).statusCode).toBe(401);
      expect((await call(endpoint, {})).statusCode).toBe(401);
    }
    expect(await t.db.select().from(webhookSubscriptions)).toEqual(subscriptions);
    expect(await t.db.select().from(webhookDeliveries)).toEqual(deliveries);
  });
});
