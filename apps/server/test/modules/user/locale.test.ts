import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const choose = (headers: { authorization: string } | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/locale', headers, payload: payload as object });

const localeOf = async (headers: { authorization: string }) =>
  (await t.app.inject({ url: '/api/me', headers })).json<{ locale: string | null }>().locale;

describe('POST /api/user/locale', () => {
  it('remembers the language of the signed-in account only, shown by GET /api/me', async () => {
    const session = await signIn(t.app);
    const other = await signIn(t.app);
    expect(await localeOf(session.headers)).toBeNull();

    const response = await choose(session.headers, { locale: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: 'en' });
    expect(await localeOf(session.headers)).toBe('en');
    expect(await localeOf(other.headers)).toBeNull();

    await choose(session.headers, { locale: 'zh-CN' });
    expect(await localeOf(session.headers)).toBe('zh-CN');
  });

  it.each([
    ['a language the app is not written in', { locale: 'fr' }],
    ['a lower-case tag', { locale: 'zh-cn' }],
    ['no language', {}],
  ])('refuses %s, naming the field', async (_, payload) => {
    const session = await signIn(t.app);
    const response = await choose(session.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'locale' });
    expect(await localeOf(session.headers)).toBeNull();
  });

  it('refuses a visitor who is not signed in', async () => {
    const response = await choose(undefined, { locale: 'en' });
    expect(response.statusCode).toBe(401);
  });
});
