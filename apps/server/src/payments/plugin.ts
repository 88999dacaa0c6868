import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { inProcessFetch } from '../providers/in-process-fetch.ts';
import type { PaymentChannel } from '@hospital/contract';
import type { PaymentGateway, PaymentProvider } from './gateway.ts';
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
      now: () => app.clock.now().getTime(),
    }),
  );
}

export const payUnavailable = () => new HttpError(503, '暂不支持该支付方式', 'PAY_UNAVAILABLE');

/** The client of one provider; 503 when it is not configured. */
export function providerGateway(app: FastifyInstance, provider: PaymentProvider): PaymentGateway {
  const gateway = app.payments[provider];
  if (!gateway) throw payUnavailable();
  return gateway;
}

export const providerOfChannel = (channel: PaymentChannel): PaymentProvider =>
  channel === 'wechat_jsapi' ? 'wechat' : 'alipay';

/** The client that took the order's payment. */
export function gatewayFor(app: FastifyInstance, channel: PaymentOrder['channel']): PaymentGateway {
  if (channel === null) throw payUnavailable();
  return providerGateway(app, providerOfChannel(channel));
}
