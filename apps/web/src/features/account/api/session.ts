import { REVOKE_PATH, type TokenResponse } from '@hospital/contract';
import { request } from '../../../api/client.ts';
import type { ApiResult } from '../../../api/result.ts';
import { exchangeToken, webClient } from '../../../api/token.ts';
import {
  clearAccessToken,
  getAccessToken,
  setAccessToken,
  setRefreshToken,
} from '../../../platform/storage.ts';

export interface SignInInput {
  username: string;
  password: string;
  /** Sent once the server has asked for the image captcha. */
  captcha?: { captchaId: string; answer: string };
}

/** App sign-in: the password grant at the token endpoint with the web client's credentials. */
export const signIn = ({ username, password, captcha }: SignInInput) =>
  exchangeToken(
    username,
    password,
    captcha ? { captcha_id: captcha.captchaId, captcha: captcha.answer } : {},
  );

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
        basic: webClient(),
      })
    : ({ ok: true, status: 200, data: null } as const);
  clearSession();
  return result;
}
