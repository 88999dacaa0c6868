import { fetchJson, hostUrl } from '../http.ts';
import type { CodeExchanger } from '../types.ts';
import { exchangeWechatCode, type WechatCredentials } from './code-exchange.ts';
import { checkErrcode, optionalString, requireString } from './errors.ts';

const ACCESS_TOKEN = { path: 'sns/oauth2/access_token', codeParam: 'code' } as const;

/**
 * Official-account web OAuth: the code from the authorize redirect becomes a web access
 * token and openid; with snsapi_userinfo the profile is fetched too.
 */
export function createWechatOauthClient(credentials: WechatCredentials): CodeExchanger {
  const { apiBase, fetch } = credentials;
  return {
    async exchangeCode(code) {
      const { answer: token, identity } = await exchangeWechatCode(
        credentials,
        ACCESS_TOKEN,
        code,
        'wechat_oa',
      );
      const openid = identity.subject;

      // snsapi_base grants no profile: asking would only earn errcode 48001.
      const scope = optionalString(token, 'scope') ?? '';
      if (!scope.split(',').includes('snsapi_userinfo')) return identity;

      const accessToken = requireString(token, 'access_token', ACCESS_TOKEN.path);
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
