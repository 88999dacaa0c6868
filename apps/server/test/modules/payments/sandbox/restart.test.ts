import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../../src/clock.ts';
import { notifyResender } from '../../../../src/jobs/notify-resender.ts';
import {
  onPaymentEvent,
  preparePayment,
  type PaymentOrder,
} from '../../../../src/modules/payments/index.ts';
import {
  sandboxAlipayKeys,
  useSandboxAlipayKeys,
} from '../../../../src/providers/sandbox-hosts.ts';
import {
  sandboxInsurancePartner,
  useSandboxInsurancePartner,
} from '../../../../src/providers/sandbox-insurance-partner.ts';
import {
  sandboxWechatPay,
  useSandboxWechatPay,
} from '../../../../src/providers/sandbox-wechat-pay.ts';
import { keptDatabase, type KeptDatabase } from '../../../helpers/kept-database.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { newOrder, orderNow, refundAndSend, signInPayer, submitCashier } from '../helpers.ts';

const clock = manualClock('2026-03-02T02:00:00Z');
// Far past any test clock: these orders are about the twins, not about payment timeouts.
const FAR_AHEAD = new Date('2099-01-01T00:00:00Z');
let database: KeptDatabase;
let server: TestApp | undefined;

const start = () => createTestApp({ env: { ...database.env, JOBS: '0' }, clock });

/** What a new process holds before it reads the database: keys of its own. */
function forgetKeysAsANewProcessWould() {
  const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  useSandboxWechatPay({
    ...sandboxWechatPay(),
    merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
    merchant: rsa(),
    platformSerial: `PUB_KEY_ID_${randomBytes(16).toString('hex').toUpperCase()}`,
    platform: rsa(),
    apiV3Key: randomBytes(16).toString('hex'),
  });
  useSandboxAlipayKeys({ ...sandboxAlipayKeys(), alipay: rsa(), app: rsa() });
  useSandboxInsurancePartner({
    ...sandboxInsurancePartner(),
    secret: randomBytes(32).toString('hex'),
  });
}

async function restart() {
  await server?.close();
  forgetKeysAsANewProcessWould();
  server = await start();
  return server.app;
}

async function pay(t: TestApp, order: PaymentOrder, host: 'WXGZH' | 'ZFBSHH') {
  const params = await preparePayment(t.app, order, {
    host,
    userId: order.userId,
    returnUrl: '/pay/success',
  });
  if (!('sandboxCashierUrl' in params) || !params.sandboxCashierUrl)
    throw new Error('not the sandbox');
  const response = await submitCashier(t.app, params.sandboxCashierUrl);
  expect(response.statusCode).toBe(303);
}

beforeAll(async () => {
  database = await keptDatabase();
  server = await start();
});
afterAll(async () => {
  await server?.close();
  await database.drop();
});

describe('sandbox payment twins across a restart', () => {
  it('refunds a payment made before the restart, on both channels', async () => {
    if (!server) throw new Error('no server');
    const paid: PaymentOrder[] = [];
    for (const host of ['WXGZH', 'ZFBSHH'] as const) {
      const { userId } = await signInPayer(server.app, host);
      const order = await newOrder(server.app, userId, { expiresAt: FAR_AHEAD });
      await pay(server, order, host);
      expect((await orderNow(server.app, order.id)).status).toBe('paid');
      paid.push(order);
    }

    const app = await restart();
    for (const order of paid) {
      const refund = await refundAndSend(app, order.id, {
        amountFen: order.amountFen,
        reason: '退号',
      });
      expect(refund.status).toBe('success');
      expect((await orderNow(app, order.id)).status).toBe('refunded');
    }
  });

  it("keeps the insurer's partner secret, so its queued notifies verify after it", async () => {
    const before = sandboxInsurancePartner().secret;
    await restart();
    expect(sandboxInsurancePartner().secret).toBe(before);
  });

  it('delivers a notify queued before the restart, and it verifies after it', async () => {
    if (!server) throw new Error('no server');
    let refusing = true;
    onPaymentEvent('nucleic_acid', {
      paid: () => (refusing ? Promise.reject(new Error('subject table busy')) : Promise.resolve()),
    });
    const { userId } = await signInPayer(server.app, 'WXGZH');
    const order = await newOrder(server.app, userId, {
      subjectType: 'nucleic_acid',
      expiresAt: FAR_AHEAD,
    });
    await pay(server, order, 'WXGZH');
    expect((await orderNow(server.app, order.id)).status).toBe('pending');

    const app = await restart();
    refusing = false;
    clock.advance(60_000);
    await notifyResender.run(app, clock.now());
    expect((await orderNow(app, order.id)).status).toBe('paid');
  });
});
