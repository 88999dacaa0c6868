import {
  LOGIN_PREFIX,
  TOKEN_EXCHANGE_PASSWORD,
  type ServerSource,
  type TokenResponse,
} from '@hospital/contract';
import { HttpError, OAuthError } from '../../http/http-error.ts';
import type { HostWithCode } from '../../providers/index.ts';
import { HostApiError, InvalidCodeError, type CodeExchanger } from '../../providers/types.ts';
import {
  accountCredentials,
  signInWithAccount,
  type AccountSignInDeps,
} from './account-sign-in.ts';
import { consumeAppLoginCode } from './app-login-codes-repository.ts';
import { findOrCreateUser, isLiveUser } from './identities-repository.ts';
import type { ReadCache } from '../../stores/index.ts';
import { announceRevoked } from './sessions.ts';
import { issueToken, spendRefreshToken } from './tokens-repository.ts';

export interface TokenServiceDeps extends AccountSignInDeps {
  caches: ReadCache;
  codeExchangers: Record<HostWithCode, CodeExchanger>;
  ttlSeconds: number;
}

export interface TokenRequest {
  grant_type: string;
  username?: string | undefined;
  password?: string | undefined;
  refresh_token?: string | undefined;
  captcha_id?: string | undefined;
  captcha?: string | undefined;
}

const invalidCode = () => new OAuthError(400, 'invalid_grant', '授权码无效或已过期');

/** `wxgzh:CODE` -> the host and its code: the username is the host's prefix plus the code. */
function splitUsername(username: string): { host: ServerSource; code: string } {
  for (const [host, prefix] of Object.entries(LOGIN_PREFIX) as [ServerSource, string][]) {
    if (username.startsWith(prefix)) {
      const code = username.slice(prefix.length);
      if (!code) throw invalidCode();
      return { host, code };
    }
  }
  throw new OAuthError(400, 'invalid_request', '不支持的登录方式');
}

async function userOfCode(
  deps: TokenServiceDeps,
  host: ServerSource,
  code: string,
): Promise<number> {
  try {
    if (host === 'WXAPP') return await consumeAppLoginCode(deps.db, code);
    const identity = await deps.codeExchangers[host].exchangeCode(code);
    return await findOrCreateUser(deps.db, identity, deps.clock.now());
  } catch (error) {
    if (error instanceof InvalidCodeError) throw invalidCode();
    if (error instanceof HostApiError)
      throw new HttpError(502, '登录服务暂时不可用，请稍后再试', 'HOST_UNAVAILABLE');
    throw error;
  }
}

/**
 * POST /oauth/token for an authenticated client: the password grant (a host code, or an
 * account's phone with its password or SMS code), and refresh.
 */
export async function grantToken(
  deps: TokenServiceDeps,
  clientId: string,
  request: TokenRequest,
  clientIp: string,
): Promise<TokenResponse> {
  if (request.grant_type === 'password') {
    if (!request.username) throw new OAuthError(400, 'invalid_request', '缺少参数 username');
    const account = accountCredentials(request.username);
    if (account) {
      if (!request.password) throw new OAuthError(400, 'invalid_request', '缺少参数 password');
      const attempt = {
        password: request.password,
        captchaId: request.captcha_id,
        captcha: request.captcha,
      };
      const userId = await signInWithAccount(deps, account, attempt, clientIp);
      return issueToken(deps.db, { userId, clientId, host: 'WXAPP', ttlSeconds: deps.ttlSeconds });
    }
    if (request.password !== TOKEN_EXCHANGE_PASSWORD)
      throw new OAuthError(400, 'invalid_grant', '登录凭据不正确');
    const { host, code } = splitUsername(request.username);
    const userId = await userOfCode(deps, host, code);
    if (!(await isLiveUser(deps.db, userId))) throw invalidCode();
    return issueToken(deps.db, { userId, clientId, host, ttlSeconds: deps.ttlSeconds });
  }
  if (request.grant_type === 'refresh_token') {
    if (!request.refresh_token)
      throw new OAuthError(400, 'invalid_request', '缺少参数 refresh_token');
    const owner = await spendRefreshToken(deps.db, request.refresh_token, clientId);
    if (!owner) throw new OAuthError(400, 'invalid_grant', '登录已过期，请重新登录');
    await announceRevoked(deps, owner.revoked);
    return issueToken(deps.db, {
      userId: owner.userId,
      host: owner.host,
      clientId,
      ttlSeconds: deps.ttlSeconds,
    });
  }
  throw new OAuthError(400, 'unsupported_grant_type', '不支持的授权类型');
}
