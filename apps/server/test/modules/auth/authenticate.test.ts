import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../../../src/db/schema/index.ts';
import { revokeUserTokens } from '../../../src/modules/auth/index.ts';
import { createUser, signIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (authorization?: string) =>
  t.app.inject({ url: '/api/me', headers: authorization === undefined ? {} : { authorization } });

const expectInvalidToken = (response: Awaited<ReturnType<typeof me>>) => {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({
    message: expect.any(String) as string,
    error: 'invalid_token',
    error_description: expect.any(String) as string,
  });
  expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
};

describe('GET /api/me', () => {
  it('answers the signed-in account with its own phone and bound hosts', async () => {
    const userId = await createUser(t.app, {
      name: '赵敏',
      phone: '13812345678',
      passwordHash: 'x',
    });
    const session = await signIn(t.app, { host: 'WXAPP', userId });
    const response = await me(session.headers.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: userId,
      name: '赵敏',
      nickname: null,
      avatarUrl: null,
      phone: '13812345678',
      hasPassword: true,
      boundHosts: [],
      locale: null,
    });
  });

  it('lists the hosts a WeChat person signed in through, as one account', async () => {
    const oa = await signIn(t.app, { host: 'WXGZH', sandboxUser: 'wangfang' });
    const mini = await signIn(t.app, { host: 'WXXCX', sandboxUser: 'wangfang' });
    const profile = async (authorization: string) =>
      (await me(authorization)).json<{ id: number }>();
    const [a, b] = [
      await profile(oa.headers.authorization),
      await profile(mini.headers.authorization),
    ];
    expect(a.id).toBe(b.id);
    expect(b).toMatchObject({
      nickname: '王芳',
      hasPassword: false,
      boundHosts: ['WXGZH', 'WXXCX'],
    });
  });

  it('answers 401 without a token', async () => {
    expectInvalidToken(await me());
  });

  it.each(['Bearer', 'Bearer not-a-token', 'Basic abc', 'bearer  '])(
    'answers 401 for "%s"',
    async (header) => {
      expectInvalidToken(await me(header));
    },
  );

  it('answers 401 for an expired token', async () => {
    const session = await signIn(t.app, { host: 'WXAPP' });
    await t.db
      .update(accessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accessTokens.id, await tokenIdOf(session.headers.authorization)));
    expectInvalidToken(await me(session.headers.authorization));
  });

  it('answers 401 once the user is signed out everywhere, and only for that user', async () => {
    const userId = await createUser(t.app);
    const first = await signIn(t.app, { host: 'WXAPP', userId });
    const second = await signIn(t.app, { host: 'WXAPP', userId });
    const someoneElse = await signIn(t.app, { host: 'WXAPP' });
    await revokeUserTokens(t.db, userId);
    expectInvalidToken(await me(first.headers.authorization));
    expectInvalidToken(await me(second.headers.authorization));
    expect((await me(someoneElse.headers.authorization)).statusCode).toBe(200);
  });

  it('answers 401 for a token of an unregistered account', async () => {
    const userId = await createUser(t.app);
    const session = await signIn(t.app, { host: 'WXAPP', userId });
    await t.db
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, userId));
    expectInvalidToken(await me(session.headers.authorization));
  });
});

async function tokenIdOf(authorization: string): Promise<number> {
  const hash = createHash('sha256').update(authorization.replace('Bearer ', '')).digest('hex');
  const [row] = await t.db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, hash));
  if (!row) throw new Error('token not stored');
  return row.id;
}
