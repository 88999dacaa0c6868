import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages, users } from '../../../src/db/schema/index.ts';
import { smsSendRules, smsSubject } from '../../../src/modules/captcha/sms-codes.ts';
import { registerAccount, smsCode, testPhone, TEST_PASSWORD } from '../../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/register', payload });

const accountsWithPhone = async (phone: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))).length;

describe('POST /api/user/register', () => {
  it('creates an account with a hashed password and a welcome message', async () => {
    const phone = testPhone();
    const code = await smsCode(t.app, phone, 'register');
    const response = await register({
      phone,
      smsCode: code,
      password: TEST_PASSWORD,
      name: ' 张三 ',
    });
    expect(response.statusCode).toBe(200);
    const { userId } = response.json<{ userId: number }>();
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ phone, name: '张三', deletedAt: null });
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.passwordHash).not.toContain(TEST_PASSWORD);
    expect(response.body).not.toContain('scrypt');
    const messages = await t.db.select().from(userMessages).where(eq(userMessages.userId, userId));
    expect(messages.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a phone that already has an account, changing nothing', async () => {
    const account = await registerAccount(t.app);
    // A code of scene register cannot even be sent now; one from before registering is also refused.
    const response = await register({
      phone: account.phone,
      smsCode: '123456',
      password: 'another123',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: '该手机号已注册' });
    expect(await accountsWithPhone(account.phone)).toBe(1);
  });

  it('refuses a wrong code, a code for another scene and a missing code', async () => {
    const phone = testPhone();
    const code = await smsCode(t.app, phone, 'bind');
    const wrongScene = await register({ phone, smsCode: code, password: TEST_PASSWORD });
    expect(wrongScene.statusCode).toBe(400);
    expect(wrongScene.json()).toMatchObject({ message: '验证码错误或已过期', field: 'smsCode' });
    const missing = await register({ phone, password: TEST_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'smsCode' });
    expect(await accountsWithPhone(phone)).toBe(0);
  });

  it.each([
    ['too short', 'abc123'],
    ['without a digit', 'abcdefgh'],
    ['without a letter', '12345678'],
    ['too long', 'a1'.repeat(11)],
  ])('refuses a password %s, naming the field', async (_, password) => {
    const phone = testPhone();
    const code = await smsCode(t.app, phone, 'register');
    const response = await register({ phone, smsCode: code, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'password',
      message: expect.stringContaining('password') as string,
    });
    expect(await accountsWithPhone(phone)).toBe(0);
  });

  it('refuses a phone that is not 11 digits and a name with control characters', async () => {
    const badPhone = await register({
      phone: '1380013800',
      smsCode: '123456',
      password: TEST_PASSWORD,
    });
    expect(badPhone.json()).toMatchObject({ field: 'phone' });
    const phone = testPhone();
    const code = await smsCode(t.app, phone, 'register');
    const badName = await register({
      phone,
      smsCode: code,
      password: TEST_PASSWORD,
      name: 'a\u0007b',
    });
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toMatchObject({ field: 'name' });
  });

  it('lets a closed account free its phone for a new registration', async () => {
    const account = await registerAccount(t.app);
    await t.db
      .update(users)
      .set({ phone: null, deletedAt: t.app.clock.now() })
      .where(eq(users.id, account.userId));
    // As if the minute between two codes had passed.
    await t.app.attempts.clear(smsSendRules.resend, smsSubject(account.phone, 'register'));
    const again = await registerAccount(t.app, { phone: account.phone });
    expect(again.userId).not.toBe(account.userId);
  });
});
