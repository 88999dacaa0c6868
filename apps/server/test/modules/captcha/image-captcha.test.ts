import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImageCaptcha } from '../../../src/modules/captcha/index.ts';
import { imageCaptchaKey } from '../../../src/modules/captcha/image-captcha.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newCaptcha() {
  const response = await t.app.inject({ url: '/api/captcha' });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ captchaId: string; image: string }>();
  const answer = await t.app.store.get(imageCaptchaKey(body.captchaId));
  if (!answer) throw new Error('captcha answer not stored');
  return { ...body, answer, cacheControl: response.headers['cache-control'] };
}

describe('GET /api/captcha', () => {
  it('answers an SVG image without a bearer token and is never cached', async () => {
    const captcha = await newCaptcha();
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(captcha.image.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).not.toContain(captcha.answer);
    expect(captcha.answer).toMatch(/^[a-z0-9]{4}$/);
    expect(captcha.cacheControl).toBe('no-store');
  });

  it('gives every request its own captcha', async () => {
    const [a, b] = await Promise.all([newCaptcha(), newCaptcha()]);
    expect(a.captchaId).not.toBe(b.captchaId);
  });

  it('accepts the answer in any case, once', async () => {
    const captcha = await newCaptcha();
    expect(
      await checkImageCaptcha(t.app.store, captcha.captchaId, captcha.answer.toUpperCase()),
    ).toBe(true);
    expect(await checkImageCaptcha(t.app.store, captcha.captchaId, captcha.answer)).toBe(false);
  });

  it('is spent by a wrong answer too', async () => {
    const captcha = await newCaptcha();
    expect(await checkImageCaptcha(t.app.store, captcha.captchaId, 'nope')).toBe(false);
    expect(await checkImageCaptcha(t.app.store, captcha.captchaId, captcha.answer)).toBe(false);
  });

  it('refuses an unknown id or a missing answer', async () => {
    expect(await checkImageCaptcha(t.app.store, 'unknown', 'abcd')).toBe(false);
    const captcha = await newCaptcha();
    expect(await checkImageCaptcha(t.app.store, captcha.captchaId, undefined)).toBe(false);
  });
});
