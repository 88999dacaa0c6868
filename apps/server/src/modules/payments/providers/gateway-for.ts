import type { PaymentChannel } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http/http-error.ts';
import type { PaymentOrder } from '../order-service.ts';
import type { PaymentGateway, PaymentProvider } from './gateway.ts';

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
