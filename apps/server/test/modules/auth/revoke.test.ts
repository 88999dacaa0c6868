import { REVOKE_PATH } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, expectOAuthError, requestToken, signIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { OAUTH_CLIENTS: 'patient-web:patient-web-secret,partner-app:partner-secret' },
  });
});
afterAll(() => t.close());

function revoke(form: Record<string, string>, authorization: string | null = basicAuth()) {
  return t.app.inject({
    method: 'POST',
    url: REVOKE_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization !== null && { authorization }),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

const meStatus = async (authorization: string) =>
  (await t.app.inject({ url: '/api/me', headers: { authorization } })).statusCode;

describe('POST /oauth/revoke', () => {
  it('revokes an access token at once, and its refresh token with it', async () => {
    const session = await signIn(t.app);
    const other = await signIn(t.app);
    const response = await revoke({ token: session.token, token_type_hint: 'access_token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await meStatus(session.headers.authorization)).toBe(401);
    expect(await meStatus(other.headers.authorization)).toBe(200);
    const refresh = await requestToken(t.app, {
      grant_type: 'refresh_token',
      refresh_token: session.refreshToken,
    });
    expectOAuthError(refresh, 400, 'invalid_grant');
  });

  it('revokes by refresh token too', async () => {
    const session = await signIn(t.app);
    expect((await revoke({ token: session.refreshToken })).statusCode).toBe(200);
    expect(await meStatus(session.headers.authorization)).toBe(401);
  });

  it('answers 200 for an unknown or already revoked token', async () => {
    expect((await revoke({ token: 'not-a-token' })).statusCode).toBe(200);
    const session = await signIn(t.app);
    await revoke({ token: session.token });
    expect((await revoke({ token: session.token })).statusCode).toBe(200);
  });

  it('does not let another client revoke a token it was not issued', async () => {
    const session = await signIn(t.app);
    const response = await revoke(
      { token: session.token },
      basicAuth('partner-app', 'partner-secret'),
    );
    expect(response.statusCode).toBe(200);
    expect(await meStatus(session.headers.authorization)).toBe(200);
  });

  it('refuses a request without client credentials or without a token', async () => {
    const session = await signIn(t.app);
    expectOAuthError(await revoke({ token: session.token }, null), 401, 'invalid_client');
    expectOAuthError(
      await revoke({ token: session.token }, basicAuth('patient-web', 'wrong')),
      401,
      'invalid_client',
    );
    expectOAuthError(await revoke({}), 400, 'invalid_request');
    expect(await meStatus(session.headers.authorization)).toBe(200);
  });
});
