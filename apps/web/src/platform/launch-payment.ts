import type { ClientPayParams } from '@hospital/contract';
import { browserLocation } from './browser-location.ts';

/**
 * What the host said. `left` means the page went to a cashier that will send the payer
 * back; none of these is proof of payment: only the server's order state is.
 */
export type HostPayOutcome = 'ok' | 'cancel' | 'fail' | 'left';

interface WeixinBridge {
  invoke(name: string, params: object, callback: (result: { err_msg?: string }) => void): void;
}

interface AlipayBridge {
  call(name: string, params: object, callback: (result: { resultCode?: string }) => void): void;
}

const weixinBridge = () => window.WeixinJSBridge as WeixinBridge | undefined;
const alipayBridge = (): AlipayBridge | undefined => window.AlipayJSBridge;

function leaveFor(url: string | undefined): HostPayOutcome {
  if (!url) return 'fail';
  browserLocation.assign(url);
  return 'left';
}

function payInWechat(bridge: WeixinBridge, params: ClientPayParams & { channel: 'wechat_jsapi' }) {
  const { appId, timeStamp, nonceStr, signType, paySign } = params;
  return new Promise<HostPayOutcome>((resolve) => {
    bridge.invoke(
      'getBrandWCPayRequest',
      { appId, timeStamp, nonceStr, package: params.package, signType, paySign },
      (result) => {
        const message = result.err_msg ?? '';
        if (message.endsWith(':ok')) resolve('ok');
        else resolve(message.endsWith(':cancel') ? 'cancel' : 'fail');
      },
    );
  });
}

// resultCode 9000 paid, 8000 processing (the server decides); 6001 cancelled by the payer.
function payInAlipay(bridge: AlipayBridge, tradeNO: string) {
  return new Promise<HostPayOutcome>((resolve) => {
    bridge.call('tradePay', { tradeNO }, ({ resultCode }) => {
      if (resultCode === '9000' || resultCode === '8000') resolve('ok');
      else resolve(resultCode === '6001' ? 'cancel' : 'fail');
    });
  });
}

/**
 * Pays the way the host pays: WeChat's getBrandWCPayRequest, Alipay's tradePay, or a
 * cashier page (the insurer's for a medical-insurance order). Without the host's bridge (the sandbox) the sandbox cashier stands in.
 */
export async function launchPayment(params: ClientPayParams): Promise<HostPayOutcome> {
  switch (params.channel) {
    case 'wechat_jsapi': {
      const bridge = weixinBridge();
      return bridge ? payInWechat(bridge, params) : leaveFor(params.sandboxCashierUrl);
    }
    case 'alipay_trade': {
      const bridge = alipayBridge();
      return bridge ? payInAlipay(bridge, params.tradeNO) : leaveFor(params.sandboxCashierUrl);
    }
    case 'cashier':
      return leaveFor(params.cashierUrl);
    // The insurer's cashier (WeChat's medical-insurance page) takes fund, account and cash.
    case 'insurance':
      return leaveFor(params.payUrl);
  }
}
