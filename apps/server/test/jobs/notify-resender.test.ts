import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { sandboxNotifies } from '../../src/db/schema/index.ts';
import { notifyResender } from '../../src/jobs/notify-resender.ts';
import { onPaymentEvent } from '../../src/modules/payments/index.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.ts';
import { newOrder, orderNow, payWithWechat, signInPayer } from '../modules/payments/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0' } });
});
afterAll(() => t.close());

const seconds = (s: number) => new Date(TEST_NOW.getTime() + s * 1000);

describe('sandbox notify re-sender', () => {
  it('re-sends a notify on the back-off schedule until our server acknowledges it', async () => {
    let failuresLeft = 2;
    onPaymentEvent('nucleic_acid', {
      paid: () => {
        if (failuresLeft === 0) return Promise.resolve();
        failuresLeft -= 1;
        return Promise.reject(new Error('subject table busy'));
      },
    });
    const { userId } = await signInPayer(t.app);
    const order = await newOrder(t.app, userId, { subjectType: 'nucleic_acid' });
    await payWithWechat(t.app, order);
    expect((await orderNow(t.app, order.id)).status).toBe('pending');
    const [notify] = await t.app.db
      .select()
      .from(sandboxNotifies)
      .orderBy(desc(sandboxNotifies.id))
      .limit(1);
    if (!notify) throw new Error('no notify recorded');
    expect(notify).toMatchObject({ attempts: 1, deliveredAt: null });

    // Not due yet: WeChat waits 15 s before the second try.
    await notifyResender.run(t.app, seconds(5));
    expect((await row(notify.id)).attempts).toBe(1);

    await notifyResender.run(t.app, seconds(16));
    expect(await row(notify.id)).toMatchObject({ attempts: 2, deliveredAt: null });

    await notifyResender.run(t.app, seconds(16 + 61));
    expect((await row(notify.id)).attempts).toBe(3);
    expect((await row(notify.id)).deliveredAt).not.toBeNull();
    expect((await orderNow(t.app, order.id)).status).toBe('paid');

    await notifyResender.run(t.app, seconds(3600));
    expect((await row(notify.id)).attempts).toBe(3);
  });
});

async function row(id: number) {
  const [found] = await t.app.db.select().from(sandboxNotifies).where(eq(sandboxNotifies.id, id));
  if (!found) throw new Error('notify vanished');
  return found;
}
