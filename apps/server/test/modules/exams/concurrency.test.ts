import { reserveExamEndpoint } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examOrders, examPeriods, webhookEvents } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisHeaders } from '../his/his-client.ts';
import {
  hisBatch,
  order,
  orderIdOf,
  ordersPath,
  patientWithCard,
  period,
  periodOf,
  publish,
  room,
} from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
});
afterAll(() => t.close());

describe('exam reservations under concurrency', () => {
  it('books exactly the 5 seats of a period for 100 simultaneous reservations', async () => {
    const his = await hisHeaders(t.app, ['his:exams']);
    await publish(
      t.app,
      his,
      [room('MR-1')],
      [period('MR-A', 'MR-1', '2026-11-24', '09:00', '10:00', { capacity: 5 })],
    );
    const people = await Promise.all(Array.from({ length: 100 }, () => patientWithCard(t.app)));
    await hisBatch(
      t.app,
      his,
      ordersPath,
      people.map((who, n) => order(`C-${n}`, who.cardNo, 'MR-1')),
    );
    const periodId = (await periodOf(t.app, 'MR-A')).id;
    const orderIds = await Promise.all(people.map((_, n) => orderIdOf(t.app, `C-${n}`)));
    const responses = await Promise.all(
      people.map((who, n) =>
        t.app.inject({
          method: 'POST',
          url: reserveExamEndpoint.path,
          headers: who.headers,
          payload: { orderId: orderIds[n], periodId },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(95);
    expect(await t.db.$count(examOrders, eq(examOrders.periodId, periodId))).toBe(5);
    expect(await t.db.$count(webhookEvents, eq(webhookEvents.type, 'exam.reserved'))).toBe(5);
    const [row] = await t.db.select().from(examPeriods).where(eq(examPeriods.id, periodId));
    expect(row).toMatchObject({ capacity: 5, remaining: 0 });
  });
});
