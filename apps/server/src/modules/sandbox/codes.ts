import { randomBytes } from 'node:crypto';
import type { ServerDeps } from '../../deps.ts';
import type { HostWithCode } from '../../providers/index.ts';
import type { KeyValueStore } from '../../stores/index.ts';
import { chooseUser, findUser, type SandboxUser } from './users.ts';

/** Host codes are single-use and live about five minutes. */
export const CODE_TTL_SECONDS = 300;

export type CodeKind = 'wechat' | 'alipay';

/** What a code stands for: who agreed, for which app, to what. */
export interface CodeGrant {
  userKey: string;
  appid: string;
  scope: string;
}

export type Redemption = { grant: CodeGrant; user: SandboxUser } | { error: 'invalid' | 'used' };

const CODE_FORMAT = /^[0-9a-f]{32}$/;
const codeKey = (kind: CodeKind, code: string) => `sandbox:${kind}:code:${code}`;
const usedKey = (kind: CodeKind, code: string) => `sandbox:${kind}:used:${code}`;

export async function issueCode(
  store: KeyValueStore,
  kind: CodeKind,
  grant: CodeGrant,
): Promise<string> {
  const code = randomBytes(16).toString('hex');
  await store.set(codeKey(kind, code), JSON.stringify(grant), CODE_TTL_SECONDS);
  return code;
}

/** Takes the code at most once; a second try is told "used" (WeChat 40163) while it would still be live. */
export async function redeemCode(
  store: KeyValueStore,
  kind: CodeKind,
  code: string,
  appid: string,
): Promise<Redemption> {
  if (!CODE_FORMAT.test(code)) return { error: 'invalid' };
  const stored = await store.take(codeKey(kind, code));
  if (stored === null) {
    return (await store.get(usedKey(kind, code))) ? { error: 'used' } : { error: 'invalid' };
  }
  await store.set(usedKey(kind, code), '1', CODE_TTL_SECONDS);
  const grant = JSON.parse(stored) as CodeGrant;
  const user = findUser(grant.userKey);
  // A code is only good for the app it was issued to.
  if (grant.appid !== appid || !user) return { error: 'invalid' };
  return { grant, user };
}

const HOST_CODES: Record<
  HostWithCode,
  { kind: CodeKind; scope: string; app: 'wechat' | 'mini' | 'alipay' }
> = {
  WXGZH: { kind: 'wechat', scope: 'snsapi_userinfo', app: 'wechat' },
  WXXCX: { kind: 'wechat', scope: 'mini', app: 'mini' },
  ZFBSHH: { kind: 'alipay', scope: 'auth_user', app: 'alipay' },
};

/**
 * A code as the host would hand it to the app after the user agreed, without a browser:
 * for tests and for the token exchange of each host. `user` is a demo user key
 * (zhangsan, lisi, wangfang) or "new".
 */
export async function issueSandboxCode(
  deps: Pick<ServerDeps, 'providers'>,
  host: HostWithCode,
  user = 'zhangsan',
): Promise<string> {
  const sandbox = deps.providers.sandbox;
  if (!sandbox) throw new Error('SANDBOX is off');
  const chosen = chooseUser(user);
  if (!chosen) throw new Error(`unknown sandbox user ${user}`);
  const { kind, scope, app: target } = HOST_CODES[host];
  const appid = target === 'alipay' ? sandbox.alipay.appId : sandbox[target].appid;
  return issueCode(sandbox.store, kind, { userKey: chosen.key, appid, scope });
}
