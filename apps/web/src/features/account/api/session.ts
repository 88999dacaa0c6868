import { REVOKE_PATH, TOKEN_PATH, WEB_CLIENT_ID, type TokenResponse } from '@hospital/contract';
import { request } from '../../../api/client.ts';
import type { ApiResult } from '../../../api/result.ts';
import { config } from '../../../config.ts';
import { GRANT_TYPE } from '../../../lib/constants.ts';
import {
  clearAccessToken,
  getAccessToken,
  setAccessToken,
  setRefreshToken,
} from '../../../platform/storage.ts';

const client = () => ({ id: WEB_CLIENT_ID, secret: config.oauthClientSecret });

export interface SignInInput {
  username: string;
  password: string;
  /** Sent once the server has asked for the image captcha. */
  captcha?: { captchaId: string; answer: string };
}

/** App sign-in: the password grant at the token endpoint with the web client's credentials. */
export function signIn({ username, password, captcha }: SignInInput) {
  const form: Record<string, string> = { grant_type: GRANT_TYPE, username, password };
  if (captcha) {
    form.captcha_id = captcha.captchaId;
    form.captcha = captcha.answer;
  }
  return request<TokenResponse>({
    method: 'POST',
    path: TOKEN_PATH,
    form,
    basic: client(),
  });
}

/** Stored as the host code exchange stores it: session storage plus the local copy. */
export function saveSession(token: TokenResponse): void {
  setAccessToken(token.access_token);
  setRefreshToken(token.refresh_token);
}

export function clearSession(): void {
  clearAccessToken();
  setRefreshToken('');
}

/** RFC 7009 revocation; the local session ends whatever the server answers. */
export async function signOut(): Promise<ApiResult<unknown>> {
  const token = getAccessToken();
  const result = token
    ? await request<unknown>({
        method: 'POST',
        path: REVOKE_PATH,
        form: { token },
        basic: client(),
      })
    : ({ ok: true, status: 200, data: null } as const);
  clearSession();
  return result;
}
