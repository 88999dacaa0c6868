import { createHash, randomUUID } from 'node:crypto';
import type { PaymentSubjectType } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  accessTokens,
  paymentEvents,
  paymentOrders,
  refunds,
} from '../../../src/db/schema/index.ts';
import {
  createPaymentOrder,
  preparePayment,
  requestRefund,
  type PaymentOrder,
  type Refund,
  type RefundIntent,
} from '../../../src/modules/payments/index.ts';
import { signingString, signRsa2 } from '../../../src/providers/alipay/rsa2.ts';
import { sandboxWechatPay } from '../../../src/providers/sandbox-wechat-pay.ts';
import {
  encryptResource,
  platformSignatureHeaders,
  unixTimestamp,
} from '../../../src/modules/payments/providers/wechat-pay/signing.ts';
import { TEST_NOW } from '../../helpers/test-clock.ts';
import { drainSideEffects } from '../../../src/side-effects/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';

export interface Payer extends SignedIn {
  userId: number;
}

/** A new sandbox user signed in through `host`, with the identity the provider pays with. */
export async function signInPayer(
  app: FastifyInstance,
  host: 'WXGZH' | 'ZFBSHH' = 'WXGZH',
): Promise<Payer> {
  const signedIn = await signIn(app, { host });
  const digest = createHash('sha256').update(signedIn.token).digest('hex');
  const [row] = await app.db
    .select({ userId: accessTokens.userId })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, digest));
  if (!row) throw new Error('token not found');
  return { ...signedIn, userId: row.userId };
}

export function newOrder(
  app: FastifyInstance,
  userId: number,
  values: { amountFen?: number; subjectType?: PaymentSubjectType; expiresAt?: Date } = {},
): Promise<PaymentOrder> {
  return createPaymentOrder(
    app.db,
    {
      userId,
      subjectType: values.subjectType ?? 'exam',
      subjectId: 1,
      amountFen: values.amountFen ?? 1250,
      description: '仁和医院-体检预约',
      descriptionTemplate: null,
      expiresAt: values.expiresAt ?? new Date(app.clock.now().getTime() + 15 * 60_000),
    },
    app.clock.now(),
  );
}

export async function orderNow(app: FastifyInstance, id: number): Promise<PaymentOrder> {
  const [order] = await app.db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  if (!order) throw new Error('order not found');
  return order;
}

/** Ledger rows for one order. */
export const eventsFor = (app: FastifyInstance, orderId: number) =>
  app.db.$count(paymentEvents, eq(paymentEvents.orderId, orderId));

/** A TRANSACTION.SUCCESS notify as the sandbox platform would sign it. */
export function wechatPaidNotify(
  order: PaymentOrder,
  overrides: { amountFen?: number; id?: string } = {},
) {
  const twin = sandboxWechatPay();
  const body = JSON.stringify({
    id: overrides.id ?? randomUUID(),
    create_time: '2025-03-01T10:00:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: encryptResource(
      JSON.stringify({
        mchid: twin.mchId,
        out_trade_no: order.outTradeNo,
        transaction_id: '4200000000000000001',
        trade_state: 'SUCCESS',
        success_time: '2025-03-01T10:00:00+08:00',
        payer: { openid: 'o-sandbox' },
        amount: { total: overrides.amountFen ?? order.amountFen, payer_total: order.amountFen },
      }),
      twin.apiV3Key,
      'transaction',
    ),
  });
  const headers = {
    'content-type': 'application/json',
    ...platformSignatureHeaders(
      body,
      { serial: twin.platformSerial, privateKey: twin.platform.privateKey },
      unixTimestamp(TEST_NOW),
    ),
  };
  return { body, headers };
}

export function postWechatNotify(
  app: FastifyInstance,
  notify: { body: string; headers: Record<string, string> },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/pay/notify/wechat',
    headers: notify.headers,
    payload: notify.body,
  });
}

/** An Alipay TRADE_SUCCESS notify signed with the sandbox Alipay key. */
export function alipayPaidNotify(
  app: FastifyInstance,
  order: PaymentOrder,
  overrides: Record<string, string> = {},
): string {
  const sandbox = app.providers.sandbox;
  if (!sandbox) throw new Error('sandbox off');
  const amount = order.amountFen;
  const form: Record<string, string> = {
    notify_id: randomUUID(),
    notify_type: 'trade_status_sync',
    app_id: sandbox.alipay.appId,
    trade_no: '2025030122001400000000000001',
    out_trade_no: order.outTradeNo,
    trade_status: 'TRADE_SUCCESS',
    total_amount: `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`,
    gmt_payment: '2025-03-01 10:00:00',
    ...overrides,
  };
  form.sign = signRsa2(signingString(form), sandbox.alipay.alipay.privateKey);
  form.sign_type = 'RSA2';
  return new URLSearchParams(form).toString();
}

export const postAlipayNotify = (app: FastifyInstance, payload: string) =>
  app.inject({
    method: 'POST',
    url: '/api/pay/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

/** What the payer does on the sandbox cashier page: confirm (or cancel). */
export function submitCashier(app: FastifyInstance, cashierUrl: string, decision = 'confirm') {
  const url = new URL(cashierUrl, 'http://app.test');
  return app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      order: url.searchParams.get('order') ?? '',
      return: url.searchParams.get('return') ?? '',
      decision,
    }).toString(),
  });
}

/** Prepares WeChat JSAPI for the order and confirms at the sandbox cashier. */
export async function payWithWechat(app: FastifyInstance, order: PaymentOrder): Promise<void> {
  const params = await preparePayment(app, order, {
    host: 'WXGZH',
    userId: order.userId,
    returnUrl: '/pay/wxPaySuccess',
  });
  if (params.channel !== 'wechat_jsapi' || !params.sandboxCashierUrl)
    throw new Error('not the sandbox');
  const response = await submitCashier(app, params.sandboxCashierUrl);
  if (response.statusCode !== 303) throw new Error(`cashier answered ${response.statusCode}`);
}

/** Runs the side-effect worker once at the app's time, as its job would: sends due refunds. */
export const drainOutbox = (app: FastifyInstance) => drainSideEffects(app, app.clock.now());

/** Reserves a refund in a transaction of its own, lets the worker send it, reads it back. */
export async function refundAndSend(
  app: FastifyInstance,
  orderId: number,
  intent: RefundIntent,
): Promise<Refund> {
  const reserved = await app.db.transaction((tx) => requestRefund(tx, orderId, intent));
  await drainOutbox(app);
  const [refund] = await app.db.select().from(refunds).where(eq(refunds.id, reserved.id));
  if (!refund) throw new Error('refund not found');
  return refund;
}
