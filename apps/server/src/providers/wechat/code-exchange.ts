import { fetchJson, hostUrl } from '../http.ts';
import type { Fetch, HostIdentity } from '../types.ts';
import { checkErrcode, optionalString, requireString } from './errors.ts';

export interface WechatCredentials {
  appid: string;
  secret: string;
  /** https://api.weixin.qq.com in production, the sandbox twin locally. */
  apiBase: string;
  fetch: Fetch;
}

/** A sns API that trades a sign-in code for the openid, under the name it gives the code. */
export type CodeExchangeApi =
  | { path: 'sns/jscode2session'; codeParam: 'js_code' }
  | { path: 'sns/oauth2/access_token'; codeParam: 'code' };

/** The API's answer, already checked for an errcode, and the identity it names. */
export async function exchangeWechatCode(
  { appid, secret, apiBase, fetch }: WechatCredentials,
  api: CodeExchangeApi,
  code: string,
  provider: HostIdentity['provider'],
): Promise<{ answer: Record<string, unknown>; identity: HostIdentity }> {
  const answer = await fetchJson(
    fetch,
    hostUrl(apiBase, `/${api.path}`, {
      appid,
      secret,
      [api.codeParam]: code,
      grant_type: 'authorization_code',
    }),
  );
  checkErrcode(answer, api.path);
  const identity: HostIdentity = {
    provider,
    subject: requireString(answer, 'openid', api.path),
  };
  const unionid = optionalString(answer, 'unionid');
  if (unionid) identity.unionid = unionid;
  return { answer, identity };
}
