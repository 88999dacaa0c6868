import { fetchText } from '../http.ts';
import { signingString, signRsa2, toPrivateKey, toPublicKey } from './rsa2.ts';
import { readGatewayAnswer, type GatewayAnswer } from './response.ts';
import type { AlipayCredentials } from './auth-client.ts';

const BEIJING_OFFSET_MS = 8 * 3600_000;

/** The gateway wants Beijing wall-clock time as `yyyy-MM-dd HH:mm:ss`. */
export function gatewayTimestamp(epochMs: number): string {
  return new Date(epochMs + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * One signed call of an open-API method: the common parameters and `params` signed with
 * RSA2, the answer's signature checked with Alipay's key.
 */
export function alipayGatewayCaller(credentials: AlipayCredentials) {
  const privateKey = toPrivateKey(credentials.privateKey);
  const alipayPublicKey = toPublicKey(credentials.alipayPublicKey);
  const { appId, gateway, fetch, now } = credentials;
  return async (method: string, params: Record<string, string>): Promise<GatewayAnswer> => {
    const signed: Record<string, string> = {
      app_id: appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: gatewayTimestamp(now()),
      version: '1.0',
      ...params,
    };
    signed.sign = signRsa2(signingString(signed), privateKey);
    const text = await fetchText(fetch, gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(signed).toString(),
    });
    return readGatewayAnswer(text, method, alipayPublicKey);
  };
}

/** The `code` of a business answer: 10000 is success. */
export const resultCodeOf = ({ node }: GatewayAnswer): string | undefined =>
  typeof node.code === 'string' ? node.code : undefined;
