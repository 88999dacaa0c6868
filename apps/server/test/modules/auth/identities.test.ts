import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../../src/db/schema/index.ts';
import { findOrCreateUser } from '../../../src/modules/auth/identities-repository.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('findOrCreateUser', () => {
  it('makes one user of concurrent first sign-ins by the same person', async () => {
    const identity = { provider: 'wechat_oa' as const, subject: 'o-concurrent', nickname: '陈晨' };
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => findOrCreateUser(t.db, identity, t.app.clock.now())),
    );
    expect(new Set(ids).size).toBe(1);
    const rows = await t.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, 'o-concurrent'));
    expect(rows).toHaveLength(1);
  });

  it('links a second WeChat app to the account that shares its unionid', async () => {
    const first = await findOrCreateUser(
      t.db,
      {
        provider: 'wechat_oa',
        subject: 'o-oa',
        unionid: 'u-shared',
      },
      t.app.clock.now(),
    );
    const second = await findOrCreateUser(
      t.db,
      {
        provider: 'wechat_mini',
        subject: 'o-mini',
        unionid: 'u-shared',
      },
      t.app.clock.now(),
    );
    expect(second).toBe(first);
  });

  it('keeps the name the user gave and fills an empty avatar from the host', async () => {
    const userId = await findOrCreateUser(
      t.db,
      {
        provider: 'alipay',
        subject: '2088000000000001',
      },
      t.app.clock.now(),
    );
    await t.db.update(users).set({ nickname: '自己起的名字' }).where(eq(users.id, userId));
    await findOrCreateUser(
      t.db,
      {
        provider: 'alipay',
        subject: '2088000000000001',
        nickname: '支付宝昵称',
        avatarUrl: '/a.png',
      },
      t.app.clock.now(),
    );
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ nickname: '自己起的名字', avatarUrl: '/a.png' });
  });

  it('starts a new account when the old one was unregistered', async () => {
    const identity = { provider: 'wechat_oa' as const, subject: 'o-returning' };
    const old = await findOrCreateUser(t.db, identity, t.app.clock.now());
    await t.db.update(users).set({ deletedAt: t.app.clock.now() }).where(eq(users.id, old));
    const fresh = await findOrCreateUser(t.db, identity, t.app.clock.now());
    expect(fresh).not.toBe(old);
    expect(await findOrCreateUser(t.db, identity, t.app.clock.now())).toBe(fresh);
  });
});
