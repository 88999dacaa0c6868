import { InvalidCodeError, HostApiError, type CodeExchanger, type Fetch } from '../types.ts';
import { alipayGatewayCaller, resultCodeOf } from './gateway-call.ts';
import type { KeyObject } from 'node:crypto';

export { gatewayTimestamp } from './gateway-call.ts';

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

/** Life-account web auth: the auth_code becomes the Alipay user id (or open_id). */
export function createAlipayAuthClient(credentials: AlipayCredentials): CodeExchanger {
  const call = alipayGatewayCaller(credentials);
  return {
    async exchangeCode(code) {
      const answer = await call(METHOD, { grant_type: 'authorization_code', code });
      const { node, isError } = answer;
      const resultCode = resultCodeOf(answer);
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
