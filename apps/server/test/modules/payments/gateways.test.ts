import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { createPaymentGateways } from '../../../src/modules/payments/providers/gateways.ts';
import { createSandboxHosts } from '../../../src/providers/sandbox-hosts.ts';
import { createMemoryStore } from '../../../src/stores/index.ts';
import { testNow } from '../../helpers/test-clock.ts';

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const fetch = () => Promise.reject(new Error('no network in tests'));

describe('createPaymentGateways', () => {
  it('uses the real merchants when fully configured, with https notify addresses', () => {
    const merchant = pem();
    const platform = pem();
    const config = loadConfig({
      PUBLIC_URL: 'https://pay.example.org/',
      WECHAT_APPID: 'wx0123456789abcdef',
      WECHAT_PAY_MCHID: '1230000109',
      WECHAT_PAY_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      WECHAT_PAY_PRIVATE_KEY: merchant.privateKey,
      WECHAT_PAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
      WECHAT_PAY_PLATFORM_PUBLIC_KEY: platform.publicKey,
      WECHAT_PAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0112300001092025030100000000000001',
      ALIPAY_APPID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: merchant.privateKey,
      ALIPAY_PUBLIC_KEY: platform.publicKey,
    });
    const gateways = createPaymentGateways(config, {
      sandbox: null,
      fetch,
      sandboxFetch: fetch,
      now: testNow,
    });
    // Real merchants: the payer pays in the WeChat or Alipay app, never on a sandbox page.
    expect(gateways.wechat?.merchant.cashierPage).toBeUndefined();
    expect(gateways.alipay?.merchant.cashierPage).toBeUndefined();
    expect(gateways.wechat?.merchant).toMatchObject({
      mchId: '1230000109',
      apiBase: 'https://api.mch.weixin.qq.com',
      notifyUrl: 'https://pay.example.org/api/pay/notify/wechat',
    });
    expect(gateways.alipay?.merchant.notifyUrl).toBe(
      'https://pay.example.org/api/pay/notify/alipay',
    );
  });

  it('falls back to the sandbox twins when SANDBOX is on and nothing is configured', () => {
    const store = createMemoryStore({ now: testNow });
    const gateways = createPaymentGateways(loadConfig({ SANDBOX: '1' }), {
      sandbox: createSandboxHosts(store),
      fetch,
      sandboxFetch: fetch,
      now: testNow,
    });
    expect(gateways.wechat?.merchant.cashierPage?.('T1', '/back')).toBe(
      '/sandbox/pay/cashier?order=T1&return=%2Fback',
    );
    expect(gateways.alipay?.merchant.cashierPage).toBeDefined();
    expect(gateways.wechat?.merchant.apiBase).toMatch(/\/sandbox\/wxpay$/);
    void store.close();
  });

  it('offers no payment at all without credentials or sandbox', () => {
    const gateways = createPaymentGateways(loadConfig({ SANDBOX: '0' }), {
      sandbox: null,
      fetch,
      sandboxFetch: fetch,
      now: testNow,
    });
    expect(gateways).toMatchObject({ wechat: null, alipay: null });
  });
});
