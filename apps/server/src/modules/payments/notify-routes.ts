import type { FastifyInstance, FastifyReply } from 'fastify';
import { depsOf } from '../../deps.ts';
import {
  NotifyRejectedError,
  type NotifyEvent,
  type PaymentProvider,
} from './providers/gateway.ts';
import { NOTIFY_PATHS } from './providers/gateways.ts';
import { followMixedOrder } from './events.ts';
import { settleNotify } from './notify-service.ts';
import type { MixedOrderNotice } from './providers/medical-insurance/notify.ts';
import { NotifyMismatchError } from './settle-service.ts';
import { readAlipayNotify } from './providers/alipay/notify.ts';
import { readWechatNotify } from './providers/wechat-pay/notify.ts';

/** Providers call from a few addresses, many times; their retries must never be throttled. */
const PROVIDER_CALL = { config: { rateLimit: false } } as const;

type Verdict = 'ok' | 'rejected' | 'mismatch';

/** Verifies, then settles; every refusal is logged with the reason and no personal data. */
async function handle(
  app: FastifyInstance,
  provider: PaymentProvider,
  read: () => NotifyEvent,
): Promise<Verdict> {
  let event: NotifyEvent;
  try {
    event = read();
  } catch (error) {
    if (!(error instanceof NotifyRejectedError)) throw error;
    app.log.warn({ provider, reason: error.message }, 'payment notify rejected');
    return 'rejected';
  }
  try {
    const outcome = await settleNotify(depsOf(app), provider, event);
    app.log.info(
      { provider, outTradeNo: event.outTradeNo, kind: event.kind, outcome },
      'payment notify',
    );
    return 'ok';
  } catch (error) {
    if (!(error instanceof NotifyMismatchError)) throw error;
    app.log.warn(
      { provider, outTradeNo: event.outTradeNo, reason: error.message },
      'payment notify refused: it does not match our order',
    );
    return 'mismatch';
  }
}

/**
 * POST /api/pay/notify/wechat, /alipay and /medicare. A notify changes state once, however often it
 * comes: answering success to a repeat is what stops the provider re-sending it.
 */
export function notifyRoutes(app: FastifyInstance, _options: object, done: () => void): void {
  // The WeChat signature covers the body byte for byte, so this context keeps JSON raw.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(NOTIFY_PATHS.wechat, PROVIDER_CALL, async (request, reply: FastifyReply) => {
    const client = app.payments.wechat;
    if (!client) return reply.code(503).send({ code: 'FAIL', message: '未配置微信支付' });
    const raw = typeof request.body === 'string' ? request.body : '';
    const verdict = await handle(app, 'wechat', () =>
      readWechatNotify(request.headers, raw, client.merchant),
    );
    if (verdict === 'ok') return reply.code(204).send();
    return reply
      .code(verdict === 'rejected' ? 401 : 400)
      .send({ code: 'FAIL', message: verdict === 'rejected' ? '验签失败' : '订单信息不符' });
  });

  app.post(NOTIFY_PATHS.alipay, PROVIDER_CALL, async (request, reply: FastifyReply) => {
    const client = app.payments.alipay;
    const form = formFields(request.body);
    const verdict = client
      ? await handle(app, 'alipay', () => readAlipayNotify(form, client.merchant))
      : 'rejected';
    // Alipay reads only the text: anything but `success` makes it send again.
    return reply
      .code(verdict === 'ok' ? 200 : 400)
      .header('content-type', 'text/plain; charset=utf-8')
      .send(verdict === 'ok' ? 'success' : 'fail');
  });
  app.post(NOTIFY_PATHS.medicare, PROVIDER_CALL, async (request, reply: FastifyReply) => {
    const client = app.payments.medicare;
    if (!client) return reply.code(503).send({ code: 'FAIL', message: '未配置医保支付' });
    const raw = typeof request.body === 'string' ? request.body : '';
    let notice: MixedOrderNotice | undefined;
    const verdict = await handle(app, 'medicare', () => {
      const read = client.readNotify(request.headers, raw);
      notice = read.notice;
      return read.event;
    });
    if (verdict === 'ok' && notice) await followMixedOrder(depsOf(app), notice);
    if (verdict === 'ok') return reply.send({ code: '0', message: 'ok' });
    return reply
      .code(verdict === 'rejected' ? 401 : 400)
      .send({ code: 'FAIL', message: verdict === 'rejected' ? '验签失败' : '订单信息不符' });
  });
  done();
}

function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
