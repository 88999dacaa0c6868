import { fetchJson, hostUrl } from '../http.ts';
import type { CodeExchanger, HostIdentity } from '../types.ts';
import { checkErrcode, optionalString, requireString } from './errors.ts';
import type { WechatCredentials } from './oauth-client.ts';

/** Mini-program sign-in: the wx.login code becomes the openid (and unionid when bound). */
export function createWechatMiniClient({
  appid,
  secret,
  apiBase,
  fetch,
}: WechatCredentials): CodeExchanger {
  return {
    async exchangeCode(code) {
      const session = await fetchJson(
        fetch,
        hostUrl(apiBase, '/sns/jscode2session', {
          appid,
          secret,
          js_code: code,
          grant_type: 'authorization_code',
        }),
      );
      checkErrcode(session, 'sns/jscode2session');
      const identity: HostIdentity = {
        provider: 'wechat_mini',
        subject: requireString(session, 'openid', 'sns/jscode2session'),
      };
      const unionid = optionalString(session, 'unionid');
      return unionid ? { ...identity, unionid } : identity;
    },
  };
}
