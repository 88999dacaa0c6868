import type { Config } from '../../../config.ts';
import { createAlipayPayClient, type AlipayPayClient } from './alipay/client.ts';
import { toPrivateKey, toPublicKey } from '../../../providers/alipay/rsa2.ts';
import {
  SANDBOX_ORIGIN,
  SANDBOX_WECHAT_APPID,
  type SandboxHosts,
} from '../../../providers/sandbox-hosts.ts';
import type { Fetch } from '../../../providers/types.ts';
import { createWechatPayClient, type WechatPayClient } from './wechat-pay/client.ts';
import { sandboxWechatPay } from '../../../providers/sandbox-wechat-pay.ts';
import { createInsuranceClient, type InsuranceClient } from './medical-insurance/client.ts';
import { SANDBOX_INSURANCE_API, SANDBOX_INSURANCE_AUTH } from './sandbox/insurance-api.ts';
import { sandboxInsurancePartner } from '../../../providers/sandbox-insurance-partner.ts';

export const NOTIFY_PATHS = {
  wechat: '/api/pay/notify/wechat',
  alipay: '/api/pay/notify/alipay',
  medicare: '/api/pay/notify/medicare',
} as const;
export const SANDBOX_WXPAY_BASE = '/sandbox/wxpay';
export const SANDBOX_ALIPAY_PAY_GATEWAY = '/sandbox/alipay-pay/gateway.do';
export const SANDBOX_CASHIER_PATH = '/sandbox/pay/cashier';

/** The sandbox cashier for a provider trade; it sends the payer to `returnUrl` afterwards. */
export const sandboxCashierUrl = (trade: string, returnUrl: string) =>
  `${SANDBOX_CASHIER_PATH}?${new URLSearchParams({ order: trade, return: returnUrl }).toString()}`;

export interface PaymentGateways {
  /** Null when neither a real merchant nor the sandbox is configured. */
  wechat: WechatPayClient | null;
  alipay: AlipayPayClient | null;
  /** The medical-insurance platform: both insurance channels (WeChat's and hcare) use it. */
  medicare: InsuranceClient | null;
}

type GatewayConfig = Pick<Config, 'wechat' | 'wechatPay' | 'alipay' | 'medicare' | 'publicUrl'>;

/** The real merchant where fully configured; else the sandbox twin when SANDBOX is on. */
export function createPaymentGateways(
  config: GatewayConfig,
  deps: { sandbox: SandboxHosts | null; fetch: Fetch; sandboxFetch: Fetch; now: () => number },
): PaymentGateways {
  const { wechat, wechatPay: pay, alipay, medicare, publicUrl } = config;
  const { sandbox, now } = deps;
  const notifyBase = (publicUrl ?? SANDBOX_ORIGIN).replace(/\/+$/, '');
  const notifyUrls = {
    notifyUrl: notifyBase + NOTIFY_PATHS.wechat,
    // Payment and refund notifies share one endpoint: event_type tells them apart.
    refundNotifyUrl: notifyBase + NOTIFY_PATHS.wechat,
  };

  const realWechat =
    publicUrl &&
    wechat.appId &&
    pay.mchId &&
    pay.serial &&
    pay.privateKey &&
    pay.apiV3Key &&
    pay.platformPublicKey &&
    pay.platformSerial
      ? {
          appId: wechat.appId,
          mchId: pay.mchId,
          serial: pay.serial,
          privateKey: toPrivateKey(pay.privateKey),
          apiV3Key: pay.apiV3Key,
          platformKeys: new Map([[pay.platformSerial, toPublicKey(pay.platformPublicKey)]]),
          apiBase: pay.apiBase,
          fetch: deps.fetch,
        }
      : null;
  const twin = sandbox && sandboxWechatPay();
  const wechatMerchant =
    realWechat ??
    (twin && {
      appId: SANDBOX_WECHAT_APPID,
      mchId: twin.mchId,
      serial: twin.merchantSerial,
      privateKey: twin.merchant.privateKey,
      apiV3Key: twin.apiV3Key,
      platformKeys: new Map([[twin.platformSerial, twin.platform.publicKey]]),
      apiBase: SANDBOX_ORIGIN + SANDBOX_WXPAY_BASE,
      fetch: deps.sandboxFetch,
    });

  const realAlipay =
    publicUrl && alipay.appId && alipay.privateKey && alipay.publicKey
      ? {
          appId: alipay.appId,
          privateKey: toPrivateKey(alipay.privateKey),
          alipayPublicKey: toPublicKey(alipay.publicKey),
          gateway: alipay.gateway,
          browserGateway: alipay.gateway,
          fetch: deps.fetch,
        }
      : null;
  const alipayMerchant =
    realAlipay ??
    (sandbox && {
      appId: sandbox.alipay.appId,
      privateKey: sandbox.alipay.app.privateKey,
      alipayPublicKey: sandbox.alipay.alipay.publicKey,
      gateway: SANDBOX_ORIGIN + SANDBOX_ALIPAY_PAY_GATEWAY,
      browserGateway: SANDBOX_ALIPAY_PAY_GATEWAY,
      fetch: deps.sandboxFetch,
    });

  const realInsurance =
    publicUrl && medicare.partnerId && medicare.secret && medicare.apiBase && medicare.authPage
      ? {
          partnerId: medicare.partnerId,
          secret: medicare.secret,
          apiBase: medicare.apiBase,
          authPage: medicare.authPage,
          fetch: deps.fetch,
        }
      : null;
  const insurancePartner =
    realInsurance ??
    (sandbox && {
      ...sandboxInsurancePartner(),
      apiBase: SANDBOX_ORIGIN + SANDBOX_INSURANCE_API,
      authPage: SANDBOX_INSURANCE_AUTH,
      fetch: deps.sandboxFetch,
    });

  // A twin's payer pays on the sandbox's cashier page instead of in the WeChat or Alipay app.
  const twinCashier = (real: object | null) => (real ? {} : { cashierPage: sandboxCashierUrl });
  return {
    wechat:
      wechatMerchant &&
      createWechatPayClient({
        ...wechatMerchant,
        ...notifyUrls,
        now,
        ...twinCashier(realWechat),
      }),
    alipay:
      alipayMerchant &&
      createAlipayPayClient({
        ...alipayMerchant,
        notifyUrl: notifyBase + NOTIFY_PATHS.alipay,
        now,
        ...twinCashier(realAlipay),
      }),
    medicare:
      insurancePartner &&
      createInsuranceClient({
        ...insurancePartner,
        notifyUrl: notifyBase + NOTIFY_PATHS.medicare,
        now,
      }),
  };
}
