import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createAlipayAuthClient,
  gatewayTimestamp,
} from '../../../src/providers/alipay/auth-client.ts';
import { rawNode, readGatewayAnswer } from '../../../src/providers/alipay/response.ts';
import {
  signingString,
  signRsa2,
  toPrivateKey,
  toPublicKey,
  verifyRsa2,
} from '../../../src/providers/alipay/rsa2.ts';
import { HostApiError, InvalidCodeError } from '../../../src/providers/types.ts';

const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const METHOD = 'alipay.system.oauth.token';

function signedAnswer(nodeName: string, node: object): string {
  const raw = JSON.stringify(node);
  return `{"${nodeName}":${raw},"sign":"${signRsa2(raw, alipay.privateKey)}"}`;
}

describe('RSA2 request signing', () => {
  it('signs all params but sign, drops empty ones, sorts and joins unencoded', () => {
    expect(
      signingString({
        b: '2',
        sign: 'x',
        a: '1 & =',
        c: '',
        d: undefined,
        biz_content: '{"k":"v"}',
      }),
    ).toBe('a=1 & =&b=2&biz_content={"k":"v"}');
  });

  it('verifies what it signed and nothing else', () => {
    const signature = signRsa2('app_id=1&method=m', app.privateKey);
    expect(verifyRsa2('app_id=1&method=m', signature, app.publicKey)).toBe(true);
    expect(verifyRsa2('app_id=2&method=m', signature, app.publicKey)).toBe(false);
    expect(verifyRsa2('app_id=1&method=m', signature, alipay.publicKey)).toBe(false);
    expect(verifyRsa2('app_id=1&method=m', 'not base64 !', app.publicKey)).toBe(false);
  });

  it('accepts keys as PEM or as the bare Base64 that Alipay tools export', () => {
    const pkcs8 = app.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const pkcs1 = app.privateKey.export({ format: 'der', type: 'pkcs1' }).toString('base64');
    const spki = app.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    const pem = app.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    for (const privateKey of [toPrivateKey(pkcs8), toPrivateKey(pkcs1)]) {
      const signature = signRsa2('x', privateKey);
      expect(verifyRsa2('x', signature, toPublicKey(spki))).toBe(true);
      expect(verifyRsa2('x', signature, toPublicKey(pem))).toBe(true);
    }
  });

  it('writes the gateway timestamp in Beijing time', () => {
    expect(gatewayTimestamp(Date.parse('2025-03-01T20:30:05Z'))).toBe('2025-03-02 04:30:05');
  });
});

describe('Alipay answers', () => {
  it('cuts the node out of the raw text, braces in strings included', () => {
    const text = '{"x_response":{"a":"}{\\"","b":{"c":1}},"sign":"s"}';
    expect(rawNode(text, 'x_response')).toBe('{"a":"}{\\"","b":{"c":1}}');
  });

  it('accepts a correctly signed answer', () => {
    const text = signedAnswer('alipay_system_oauth_token_response', {
      user_id: '2088000000000001',
    });
    expect(readGatewayAnswer(text, METHOD, alipay.publicKey).node.user_id).toBe('2088000000000001');
  });

  it('rejects a tampered answer', () => {
    const text = signedAnswer('alipay_system_oauth_token_response', {
      user_id: '2088000000000001',
    }).replace('2088000000000001', '2088000000000002');
    expect(() => readGatewayAnswer(text, METHOD, alipay.publicKey)).toThrow(HostApiError);
  });

  it('rejects an unsigned success', () => {
    const text = '{"alipay_system_oauth_token_response":{"user_id":"2088000000000001"}}';
    expect(() => readGatewayAnswer(text, METHOD, alipay.publicKey)).toThrow(HostApiError);
  });
});

describe('Alipay auth client', () => {
  const clientAnswering = (text: string, seen: URLSearchParams[] = []) =>
    createAlipayAuthClient({
      appId: '2021000000000009',
      privateKey: app.privateKey,
      alipayPublicKey: alipay.publicKey,
      gateway: 'https://openapi.alipay.example/gateway.do',
      now: () => Date.parse('2025-03-01T20:30:05Z'),
      fetch: (_url, init) => {
        seen.push(new URLSearchParams(typeof init?.body === 'string' ? init.body : ''));
        return Promise.resolve(new Response(text));
      },
    });

  it('sends a request the app public key verifies and returns the user id', async () => {
    const seen: URLSearchParams[] = [];
    const client = clientAnswering(
      signedAnswer('alipay_system_oauth_token_response', {
        user_id: '2088000000000001',
        access_token: 't',
      }),
      seen,
    );
    await expect(client.exchangeCode('auth-code')).resolves.toEqual({
      provider: 'alipay',
      subject: '2088000000000001',
    });
    const params = Object.fromEntries(seen[0] ?? []);
    expect(params).toMatchObject({
      method: METHOD,
      grant_type: 'authorization_code',
      code: 'auth-code',
      sign_type: 'RSA2',
    });
    expect(verifyRsa2(signingString(params), params.sign ?? '', app.publicKey)).toBe(true);
  });

  it('falls back to open_id for newer apps', async () => {
    const client = clientAnswering(
      signedAnswer('alipay_system_oauth_token_response', { open_id: '074a' }),
    );
    await expect(client.exchangeCode('c')).resolves.toMatchObject({ subject: '074a' });
  });

  it('throws InvalidCodeError for an error_response', async () => {
    const client = clientAnswering(
      signedAnswer('error_response', {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.code-invalid',
      }),
    );
    await expect(client.exchangeCode('c')).rejects.toBeInstanceOf(InvalidCodeError);
  });

  it('throws HostApiError when the answer is forged', async () => {
    const forged = signedAnswer('alipay_system_oauth_token_response', {
      user_id: '2088000000000001',
    }).replace('01"', '02"');
    await expect(clientAnswering(forged).exchangeCode('c')).rejects.toBeInstanceOf(HostApiError);
  });
});
