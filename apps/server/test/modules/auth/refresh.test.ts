import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectOAuthError,
  hostCode,
  PARTNER_CLIENT_ENV,
  partnerAuth,
  passwordGrant,
  requestToken,
} from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: PARTNER_CLIENT_ENV });
});
afterAll(() => t.close());

describe('POST /oauth/token with grant_type=refresh_token', () => {
  const signInTokens = async () =>
    (await requestToken(t.app, passwordGrant('WXAPP', await hostCode(t.app, 'WXAPP')))).json<{
      access_token: string;
      refresh_token: string;
    }>();
  const refresh = (refreshToken: string, authorization?: string) =>
    requestToken(
      t.app,
      { grant_type: 'refresh_token', refresh_token: refreshToken },
      authorization,
    );

  it('rotates the pair: the new token works, the old pair does not', async () => {
    const old = await signInTokens();
    const response = await refresh(old.refresh_token);
    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ access_token: string; refresh_token: string }>();
    expect(fresh.refresh_token).not.toBe(old.refresh_token);
    const meWith = (token: string) =>
      t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect((await meWith(fresh.access_token)).statusCode).toBe(200);
    expect((await meWith(old.access_token)).statusCode).toBe(401);
    expectOAuthError(await refresh(old.refresh_token), 400, 'invalid_grant');
  });

  it('refuses a refresh token of another client', async () => {
    const old = await signInTokens();
    expectOAuthError(await refresh(old.refresh_token, partnerAuth()), 400, 'invalid_grant');
    expect((await refresh(old.refresh_token)).statusCode).toBe(200);
  });

  it('refuses a missing refresh token', async () => {
    expectOAuthError(
      await requestToken(t.app, { grant_type: 'refresh_token' }),
      400,
      'invalid_request',
    );
  });
});
