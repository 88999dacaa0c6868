import { TOKEN_PATH, WEB_CLIENT_ID, type TokenResponse } from '@hospital/contract';
import { config } from '../config.ts';
import { GRANT_TYPE } from '../lib/constants.ts';
import { request } from './client.ts';
import type { ApiResult } from './result.ts';

/** Token exchange: form fields, client Basic credentials. */
export function exchangeToken(
  username: string,
  password: string,
): Promise<ApiResult<TokenResponse>> {
  return request<TokenResponse>({
    method: 'POST',
    path: TOKEN_PATH,
    form: { grant_type: GRANT_TYPE, username, password },
    basic: { id: WEB_CLIENT_ID, secret: config.oauthClientSecret },
  });
}
