import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { inProcessFetch } from '../providers/in-process-fetch.ts';
import type { PaymentGateway } from './gateway.ts';
import { createPaymentGateways, type PaymentGateways } from './gateways.ts';
import type { PaymentOrder } from './orders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The WeChat Pay and Alipay clients: real merchants, or the sandbox twins. */
    payments: PaymentGateways;
  }
}

/** Decorates the app with its payment clients; call on the root instance. */
export function installPaymentGateways(app: FastifyInstance): void {
  app.decorate(
    'payments',
    createPaymentGateways(app.config, {
      sandbox: app.providers.sandbox,
      fetch: globalThis.fetch,
      sandboxFetch: inProcessFetch(app),
    }),
  );
}

export const payUnavailable = () => new HttpError(503, '暂不支持该支付方式', 'PAY_UNAVAILABLE');

/** The client that took the order's payment. */
export function gatewayFor(app: FastifyInstance, channel: PaymentOrder['channel']): PaymentGateway {
  const gateway =
    channel === 'wechat_jsapi'
      ? app.payments.wechat
      : channel === null
        ? null
        : app.payments.alipay;
  if (!gateway) throw payUnavailable();
  return gateway;
}
