import { fetchJson, hostUrl } from '../http.ts';
import type { CodeExchanger, Fetch, HostIdentity } from '../types.ts';
import { checkErrcode, optionalString, requireString } from './errors.ts';

export interface WechatCredentials {
  appid: string;
  secret: string;
  /** https://api.weixin.qq.com in production, the sandbox twin locally. */
  apiBase: string;
  fetch: Fetch;
}

/**
 * Official-account web OAuth: the code from the authorize redirect becomes a web access
 * token and openid; with snsapi_userinfo the profile is fetched too.
 */
export function createWechatOauthClient({
  appid,
  secret,
  apiBase,
  fetch,
}: WechatCredentials): CodeExchanger {
  return {
    async exchangeCode(code) {
      const token = await fetchJson(
        fetch,
        hostUrl(apiBase, '/sns/oauth2/access_token', {
          appid,
          secret,
          code,
          grant_type: 'authorization_code',
        }),
      );
      checkErrcode(token, 'sns/oauth2/access_token');
      const openid = requireString(token, 'openid', 'sns/oauth2/access_token');
      const identity: HostIdentity = { provider: 'wechat_oa', subject: openid };
      const unionid = optionalString(token, 'unionid');
      if (unionid) identity.unionid = unionid;

      // snsapi_base grants no profile: asking would only earn errcode 48001.
      const scope = optionalString(token, 'scope') ?? '';
      if (!scope.split(',').includes('snsapi_userinfo')) return identity;

      const accessToken = requireString(token, 'access_token', 'sns/oauth2/access_token');
      const profile = await fetchJson(
        fetch,
        hostUrl(apiBase, '/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' }),
      );
      checkErrcode(profile, 'sns/userinfo');
      const nickname = optionalString(profile, 'nickname');
      const avatarUrl = optionalString(profile, 'headimgurl');
      const profileUnionid = optionalString(profile, 'unionid');
      return {
        ...identity,
        ...(nickname && { nickname }),
        ...(avatarUrl && { avatarUrl }),
        ...(profileUnionid && { unionid: profileUnionid }),
      };
    },
  };
}
