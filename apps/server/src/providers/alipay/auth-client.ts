import { fetchText } from '../http.ts';
import { InvalidCodeError, HostApiError, type CodeExchanger, type Fetch } from '../types.ts';
import { signingString, signRsa2, toPrivateKey, toPublicKey } from './rsa2.ts';
import { readGatewayAnswer } from './response.ts';
import type { KeyObject } from 'node:crypto';

export interface AlipayCredentials {
  appId: string;
  /** The app's private key (PEM or bare Base64). */
  privateKey: string | KeyObject;
  /** Alipay's public key, for checking its answers. */
  alipayPublicKey: string | KeyObject;
  /** https://openapi.alipay.com/gateway.do in production, the sandbox twin locally. */
  gateway: string;
  fetch: Fetch;
  /** Milliseconds since the epoch: requests are timestamped. */
  now: () => number;
}

const METHOD = 'alipay.system.oauth.token';
const BEIJING_OFFSET_MS = 8 * 3600_000;

/** The gateway wants Beijing wall-clock time as `yyyy-MM-dd HH:mm:ss`. */
export function gatewayTimestamp(epochMs: number): string {
  return new Date(epochMs + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Life-account web auth: the auth_code becomes the Alipay user id (or open_id). */
export function createAlipayAuthClient(credentials: AlipayCredentials): CodeExchanger {
  const privateKey = toPrivateKey(credentials.privateKey);
  const alipayPublicKey = toPublicKey(credentials.alipayPublicKey);
  const { appId, gateway, fetch, now } = credentials;

  return {
    async exchangeCode(code) {
      const params: Record<string, string> = {
        app_id: appId,
        method: METHOD,
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: gatewayTimestamp(now()),
        version: '1.0',
        grant_type: 'authorization_code',
        code,
      };
      params.sign = signRsa2(signingString(params), privateKey);
      const text = await fetchText(fetch, gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
      });
      const { node, isError } = readGatewayAnswer(text, METHOD, alipayPublicKey);
      const resultCode = typeof node.code === 'string' ? node.code : undefined;
      if (isError || (resultCode !== undefined && resultCode !== '10000')) {
        const subCode = typeof node.sub_code === 'string' ? node.sub_code : '';
        throw new InvalidCodeError(`alipay ${METHOD}: ${resultCode ?? ''} ${subCode}`.trim());
      }
      const subject = [node.user_id, node.open_id].find(
        (value) => typeof value === 'string' && value !== '',
      );
      if (typeof subject !== 'string')
        throw new HostApiError(`alipay ${METHOD}: answer lacks user_id`);
      return { provider: 'alipay', subject };
    },
  };
}
