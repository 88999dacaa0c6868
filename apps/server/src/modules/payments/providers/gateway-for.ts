import type { PaymentChannel, ServerSource } from '@hospital/contract';
import type { ServerDeps } from '../../../deps.ts';
import { HttpError } from '../../../http/http-error.ts';
import type { PaymentOrder } from '../repository.ts';
import type { PaymentGateway, PaymentProvider } from './gateway.ts';

export const payUnavailable = () => new HttpError(503, '暂不支持该支付方式', 'PAY_UNAVAILABLE');

/** The client of one provider; 503 when it is not configured. */
export function providerGateway(
  deps: Pick<ServerDeps, 'payments'>,
  provider: PaymentProvider,
): PaymentGateway {
  const gateway = deps.payments[provider];
  if (!gateway) throw payUnavailable();
  return gateway;
}

export const providerOfChannel = (channel: PaymentChannel): PaymentProvider =>
  channel === 'wechat_jsapi'
    ? 'wechat'
    : channel === 'wechat_medicare' || channel === 'hcare'
      ? 'medicare'
      : 'alipay';

/**
 * How a page pays where it runs: WeChat JSAPI in the WeChat browser, Alipay tradePay in the
 * Alipay browser. The native app and plain browsers (and the mini-program web-view, which
 * cannot pay itself) go to the Alipay phone-web cashier.
 */
export const channelOfHost = (host: ServerSource): PaymentChannel =>
  host === 'WXGZH' ? 'wechat_jsapi' : host === 'ZFBSHH' ? 'alipay_trade' : 'alipay_wap';

/** The client that took the order's payment. */
export function gatewayFor(
  deps: Pick<ServerDeps, 'payments'>,
  channel: PaymentOrder['channel'],
): PaymentGateway {
  if (channel === null) throw payUnavailable();
  return providerGateway(deps, providerOfChannel(channel));
}
