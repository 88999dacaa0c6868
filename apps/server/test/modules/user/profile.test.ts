import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { registerAccount, signInAccount, smsCode, testPhone } from '../../helpers/accounts.ts';
import { signIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, headers: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const me = async (headers: { authorization: string }) =>
  (await t.app.inject({ url: '/api/me', headers })).json<{
    name: string | null;
    phone: string | null;
  }>();

describe('POST /api/user/mobile', () => {
  it('binds a phone to a host account with an SMS code, as the explicit bearer', async () => {
    const session = await signIn(t.app);
    const phone = testPhone();
    const code = await smsCode(t.app, phone, 'bind');
    const response = await post('/api/user/mobile', session.headers, { phone, smsCode: code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phone });
    expect((await me(session.headers)).phone).toBe(phone);
  });

  it('refuses a phone another live account has, once the right code is given, changing nothing', async () => {
    const other = await registerAccount(t.app);
    const session = await signIn(t.app);
    const code = await smsCode(t.app, other.phone, 'bind');
    const response = await post('/api/user/mobile', session.headers, {
      phone: other.phone,
      smsCode: code,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: '该手机号已被其他账号绑定' });
    expect((await me(session.headers)).phone).toBeNull();
  });

  it("answers a wrong code for another account's phone as any wrong code, saying nothing of it", async () => {
    const other = await registerAccount(t.app);
    const session = await signIn(t.app);
    // The code goes to the other account's phone: whoever asks for it never sees it.
    const code = await smsCode(t.app, other.phone, 'bind');
    const wrong = code === '000000' ? '111111' : '000000';
    const taken = await post('/api/user/mobile', session.headers, {
      phone: other.phone,
      smsCode: wrong,
    });
    const free = await post('/api/user/mobile', session.headers, {
      phone: testPhone(),
      smsCode: wrong,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual(free.json());
    expect(taken.json()).toMatchObject({ field: 'smsCode', message: '验证码错误或已过期' });
  });

  it('counts wrong codes before anything else, so the right code comes too late to tell', async () => {
    const other = await registerAccount(t.app);
    const session = await signIn(t.app);
    const code = await smsCode(t.app, other.phone, 'bind');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await post('/api/user/mobile', session.headers, { phone: other.phone, smsCode: wrong });
    const right = await post('/api/user/mobile', session.headers, {
      phone: other.phone,
      smsCode: code,
    });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ field: 'smsCode' });
    expect((await me(session.headers)).phone).toBeNull();
  });

  it('refuses a wrong code, a bad phone and a missing token', async () => {
    const session = await signIn(t.app);
    const phone = testPhone();
    await smsCode(t.app, phone, 'bind');
    const wrong = await post('/api/user/mobile', session.headers, { phone, smsCode: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'smsCode' });
    const bad = await post('/api/user/mobile', session.headers, {
      phone: '12345',
      smsCode: '000000',
    });
    expect(bad.json()).toMatchObject({ field: 'phone' });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/mobile',
      payload: { phone, smsCode: '000000' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await me(session.headers)).phone).toBeNull();
  });
});

describe('POST /api/user/name', () => {
  it('changes the name of the signed-in account only, trimmed', async () => {
    const session = await signIn(t.app);
    const other = await signIn(t.app);
    const response = await post('/api/user/name', session.headers, { name: '  李四 ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: '李四' });
    expect((await me(session.headers)).name).toBe('李四');
    expect((await me(other.headers)).name).toBeNull();
  });

  it.each([
    ['empty', '   '],
    ['longer than 20 characters', '王'.repeat(21)],
    ['with a control character', '王\u0000五'],
  ])('refuses a name %s, naming the field', async (_, name) => {
    const session = await signIn(t.app);
    const response = await post('/api/user/name', session.headers, { name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'name' });
    expect((await me(session.headers)).name).toBeNull();
  });
});

describe('GET /api/me', () => {
  it('shows the phone and whether a password is set, never the hash', async () => {
    const account = await registerAccount(t.app);
    const [row] = await t.db.select().from(users).where(eq(users.id, account.userId));
    const { headers } = await signInAccount(t.app, account);
    const profile = await t.app.inject({ url: '/api/me', headers });
    expect(profile.json()).toMatchObject({ phone: account.phone, hasPassword: true });
    expect(profile.body).not.toContain(row?.passwordHash ?? 'scrypt');
  });
});
