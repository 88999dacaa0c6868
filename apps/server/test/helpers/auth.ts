import {
  LOGIN_PREFIX,
  TOKEN_EXCHANGE_PASSWORD,
  TOKEN_PATH,
  WEB_CLIENT_ID,
  type ServerSource,
  type TokenResponse,
} from '@hospital/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { issueAppLoginCode } from '../../src/modules/auth/index.ts';
import { issueSandboxCode } from '../../src/modules/sandbox/index.ts';

/** The default client of the test config (OAUTH_CLIENTS unset). */
export const WEB_CLIENT_SECRET = 'patient-web-secret';

export const basicAuth = (clientId = WEB_CLIENT_ID, secret = WEB_CLIENT_SECRET) =>
  `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;

/** Test env adding a second client, whose secret holds a colon as Basic auth allows. */
export const PARTNER_CLIENT_ENV = {
  OAUTH_CLIENTS: `${WEB_CLIENT_ID}:${WEB_CLIENT_SECRET},partner-app:partner:secret`,
};
export const partnerAuth = () => basicAuth('partner-app', 'partner:secret');

/** POST /oauth/token form-encoded, as the web app sends it; `authorization: null` sends none. */
export function requestToken(
  app: FastifyInstance,
  form: Record<string, string>,
  authorization: string | null = basicAuth(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: TOKEN_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization !== null && { authorization }),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

/** An RFC 6749 error body, never cached. */
export function expectOAuthError(
  response: LightMyRequestResponse,
  status: number,
  error: string,
): void {
  expect(response.statusCode).toBe(status);
  const body = response.json<{ error: string; error_description: string; message: string }>();
  expect(body.error).toBe(error);
  expect(body.error_description).toEqual(expect.any(String));
  expect(body.message).toBe(body.error_description);
  expect(response.headers['cache-control']).toBe('no-store');
}

export const passwordGrant = (host: ServerSource, code: string) => ({
  grant_type: 'password',
  username: LOGIN_PREFIX[host] + code,
  password: TOKEN_EXCHANGE_PASSWORD,
});

/** A user straight in the database, for tests that sign in through the native-app code. */
export async function createUser(
  app: FastifyInstance,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<number> {
  const [user] = await app.db.insert(users).values(values).returning({ id: users.id });
  if (!user) throw new Error('no user inserted');
  return user.id;
}

/** A code for `host` as the sandbox would hand it out (WXAPP: a native-app code for `userId`). */
export async function hostCode(
  app: FastifyInstance,
  host: ServerSource,
  who: { sandboxUser?: string; userId?: number } = {},
): Promise<string> {
  if (host !== 'WXAPP') return issueSandboxCode(app, host, who.sandboxUser ?? 'new');
  return issueAppLoginCode(app.db, who.userId ?? (await createUser(app)));
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  /** Spread into `inject({ headers })`. */
  headers: { authorization: string };
}

/**
 * Signs in through the real token endpoint. By default a brand-new sandbox WeChat user
 * (WXGZH), so every test gets its own person; pass `sandboxUser` for a demo user or
 * `host: 'WXAPP', userId` for an account made with `createUser`.
 */
export async function signIn(
  app: FastifyInstance,
  options: { host?: ServerSource; sandboxUser?: string; userId?: number } = {},
): Promise<SignedIn> {
  const host = options.host ?? 'WXGZH';
  const response = await requestToken(app, passwordGrant(host, await hostCode(app, host, options)));
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json<TokenResponse>();
  return {
    token: body.access_token,
    refreshToken: body.refresh_token,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}
