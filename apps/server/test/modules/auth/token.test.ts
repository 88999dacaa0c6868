import { createHash } from 'node:crypto';
import { LOGIN_PREFIX, TOKEN_EXCHANGE_PASSWORD, type ServerSource } from '@hospital/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  appLoginCodes,
  userIdentities,
  users,
} from '../../../src/db/schema/index.ts';
import {
  basicAuth,
  expectOAuthError,
  createUser,
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

describe('POST /oauth/token', () => {
  it.each<ServerSource>(['WXGZH', 'WXXCX', 'ZFBSHH', 'WXAPP'])(
    'exchanges a %s code for a bearer token',
    async (host) => {
      const response = await requestToken(t.app, passwordGrant(host, await hostCode(t.app, host)));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<{ access_token: string }>();
      expect(body).toEqual({
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
        token_type: 'Bearer',
        expires_in: t.config.tokenTtlSeconds,
        refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
      });
      const me = await t.app.inject({
        url: '/api/me',
        headers: { authorization: `Bearer ${body.access_token}` },
      });
      expect(me.statusCode).toBe(200);
    },
  );

  it('stores only digests of tokens', async () => {
    const response = await requestToken(
      t.app,
      passwordGrant('WXAPP', await hostCode(t.app, 'WXAPP')),
    );
    const { access_token: token } = response.json<{ access_token: string }>();
    const byHash = (hash: string) =>
      t.db.select().from(accessTokens).where(eq(accessTokens.tokenHash, hash));
    expect(await byHash(token)).toHaveLength(0);
    expect(await byHash(createHash('sha256').update(token).digest('hex'))).toHaveLength(1);
  });

  it('signs the same host person in as the same user and takes their nickname', async () => {
    const first = await requestToken(
      t.app,
      passwordGrant('WXGZH', await hostCode(t.app, 'WXGZH', { sandboxUser: 'lisi' })),
    );
    const second = await requestToken(
      t.app,
      passwordGrant('WXGZH', await hostCode(t.app, 'WXGZH', { sandboxUser: 'lisi' })),
    );
    const meOf = async (response: typeof first) =>
      (
        await t.app.inject({
          url: '/api/me',
          headers: {
            authorization: `Bearer ${response.json<{ access_token: string }>().access_token}`,
          },
        })
      ).json<{ id: number; nickname: string }>();
    const [a, b] = [await meOf(first), await meOf(second)];
    expect(a.id).toBe(b.id);
    expect(a.nickname).toBe('李四');
    const identities = await t.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, a.id));
    expect(identities).toHaveLength(1);
  });

  it('refuses a reused code', async () => {
    const code = await hostCode(t.app, 'WXGZH');
    expect((await requestToken(t.app, passwordGrant('WXGZH', code))).statusCode).toBe(200);
    const again = await requestToken(t.app, passwordGrant('WXGZH', code));
    expectOAuthError(again, 400, 'invalid_grant');
    expect(again.json<{ message: string }>().message).toBe('授权码无效或已过期');
  });

  it('refuses a reused native-app code', async () => {
    const code = await hostCode(t.app, 'WXAPP');
    expect((await requestToken(t.app, passwordGrant('WXAPP', code))).statusCode).toBe(200);
    expectOAuthError(await requestToken(t.app, passwordGrant('WXAPP', code)), 400, 'invalid_grant');
  });

  it('refuses an expired native-app code', async () => {
    const code = await hostCode(t.app, 'WXAPP');
    await t.db.update(appLoginCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    expectOAuthError(await requestToken(t.app, passwordGrant('WXAPP', code)), 400, 'invalid_grant');
  });

  it('refuses a native-app code of an unregistered account', async () => {
    const userId = await createUser(t.app);
    const code = await hostCode(t.app, 'WXAPP', { userId });
    await t.db
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, userId));
    expectOAuthError(await requestToken(t.app, passwordGrant('WXAPP', code)), 400, 'invalid_grant');
  });

  it.each<ServerSource>(['WXGZH', 'WXXCX', 'ZFBSHH', 'WXAPP'])(
    'refuses an unknown %s code',
    async (host) => {
      expectOAuthError(
        await requestToken(t.app, passwordGrant(host, 'no-such-code')),
        400,
        'invalid_grant',
      );
    },
  );

  it('refuses a prefix with no code', async () => {
    expectOAuthError(await requestToken(t.app, passwordGrant('WXGZH', '')), 400, 'invalid_grant');
  });

  it('accepts a second configured client whose secret holds a colon', async () => {
    const form = passwordGrant('WXAPP', await hostCode(t.app, 'WXAPP'));
    expect((await requestToken(t.app, form, partnerAuth())).statusCode).toBe(200);
  });

  it('refuses a missing client credential', async () => {
    const response = await requestToken(
      t.app,
      passwordGrant('WXGZH', await hostCode(t.app, 'WXGZH')),
      null,
    );
    expectOAuthError(response, 401, 'invalid_client');
  });

  it.each([
    ['a wrong secret', basicAuth('patient-web', 'guess')],
    ['an unknown client', basicAuth('someone-else', 'patient-web-secret')],
    ['a garbled header', 'Basic %%%'],
    ['a bearer instead of Basic', 'Bearer abc'],
  ])('refuses %s', async (_case, authorization) => {
    const response = await requestToken(
      t.app,
      passwordGrant('WXGZH', await hostCode(t.app, 'WXGZH')),
      authorization,
    );
    expectOAuthError(response, 401, 'invalid_client');
  });

  it('refuses a grant type other than password, refresh_token and client_credentials', async () => {
    const form = {
      ...passwordGrant('WXGZH', await hostCode(t.app, 'WXGZH')),
      grant_type: 'authorization_code',
    };
    expectOAuthError(await requestToken(t.app, form), 400, 'unsupported_grant_type');
  });

  it('refuses a wrong password', async () => {
    const form = { ...passwordGrant('WXGZH', await hostCode(t.app, 'WXGZH')), password: 'secret' };
    expectOAuthError(await requestToken(t.app, form), 400, 'invalid_grant');
  });

  it('refuses an unknown prefix', async () => {
    const form = { grant_type: 'password', username: 'qq:abc', password: TOKEN_EXCHANGE_PASSWORD };
    expectOAuthError(await requestToken(t.app, form), 400, 'invalid_request');
  });

  it('refuses a body without grant_type, naming the field', async () => {
    const response = await requestToken(t.app, {
      username: `${LOGIN_PREFIX.WXGZH}x`,
      password: 'host-code',
    });
    expectOAuthError(response, 400, 'invalid_request');
    expect(response.json<{ message: string }>().message).toContain('grant_type');
  });

  it('refuses a password grant without username', async () => {
    const response = await requestToken(t.app, {
      grant_type: 'password',
      password: TOKEN_EXCHANGE_PASSWORD,
    });
    expectOAuthError(response, 400, 'invalid_request');
  });

  it('refuses malformed JSON as invalid_request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: basicAuth(), 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expectOAuthError(response, 400, 'invalid_request');
  });

  it('refuses an empty body as invalid_request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: basicAuth() },
    });
    expectOAuthError(response, 400, 'invalid_request');
  });

  it('accepts a JSON body too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: basicAuth() },
      payload: passwordGrant('WXAPP', await hostCode(t.app, 'WXAPP')),
    });
    expect(response.statusCode).toBe(200);
  });
});
