import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from './browser-location.ts';
import { launchPayment } from './launch-payment.ts';

const wechatParams = {
  channel: 'wechat_jsapi' as const,
  appId: 'wx123',
  timeStamp: '1795342595',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx1',
  signType: 'RSA' as const,
  paySign: 'c2lnbg==',
  sandboxCashierUrl: '/sandbox/pay/cashier?order=wx1',
};

afterEach(() => {
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
  delete window.AlipayJSBridge;
});

describe('launchPayment', () => {
  it("calls WeChat's getBrandWCPayRequest with the server's parameters", async () => {
    const invoke = vi.fn((_name: string, _params: object, done: (r: object) => void) =>
      done({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = { invoke };
    await expect(launchPayment(wechatParams)).resolves.toBe('ok');
    expect(invoke.mock.calls[0]?.[0]).toBe('getBrandWCPayRequest');
    expect(invoke.mock.calls[0]?.[1]).toEqual({
      appId: 'wx123',
      timeStamp: '1795342595',
      nonceStr: 'n0nce',
      package: 'prepay_id=wx1',
      signType: 'RSA',
      paySign: 'c2lnbg==',
    });
  });

  it('reports a cancel in WeChat as a cancel', async () => {
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = {
      invoke: (_n: string, _p: object, done: (r: object) => void) =>
        done({ err_msg: 'get_brand_wcpay_request:cancel' }),
    };
    await expect(launchPayment(wechatParams)).resolves.toBe('cancel');
  });

  it("calls Alipay's tradePay with the trade number", async () => {
    const call = vi.fn((_name: string, _params: object, done: (r: object) => void) =>
      done({ resultCode: '9000' }),
    );
    window.AlipayJSBridge = { call };
    await expect(launchPayment({ channel: 'alipay_trade', tradeNO: '2026' })).resolves.toBe('ok');
    expect(call).toHaveBeenCalledWith('tradePay', { tradeNO: '2026' }, expect.any(Function));
  });

  it('opens the sandbox cashier where the host has no bridge', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await expect(launchPayment(wechatParams)).resolves.toBe('left');
    expect(assign).toHaveBeenCalledWith('/sandbox/pay/cashier?order=wx1');
  });

  it('goes to the cashier page in the app and plain browsers', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    await launchPayment({ channel: 'cashier', cashierUrl: '/sandbox/pay/cashier?order=A1' });
    expect(assign).toHaveBeenCalledWith('/sandbox/pay/cashier?order=A1');
  });
});
