import { TOKEN_PATH, WEB_CLIENT_ID, type TokenResponse } from '@hospital/contract';
import { config } from '../config.ts';
import { GRANT_TYPE } from '../lib/constants.ts';
import { request } from './client.ts';
import type { ApiResult } from './result.ts';

/** The web client's Basic credentials, which the token and revocation endpoints ask for. */
export const webClient = () => ({ id: WEB_CLIENT_ID, secret: config.oauthClientSecret });

/**
 * Token exchange: the password grant as form fields, with the web client's credentials.
 * `extra` carries what the server asked for besides, such as the image captcha.
 */
export function exchangeToken(
  username: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<ApiResult<TokenResponse>> {
  return request<TokenResponse>({
    method: 'POST',
    path: TOKEN_PATH,
    form: { grant_type: GRANT_TYPE, username, password, ...extra },
    basic: webClient(),
  });
}
