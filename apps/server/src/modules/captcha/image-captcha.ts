import { randomUUID } from 'node:crypto';
import type { ImageCaptcha } from '@hospital/contract';
import svgCaptcha from 'svg-captcha';
import type { KeyValueStore } from '../../stores/index.ts';

const CAPTCHA_TTL_SECONDS = 300;
/** Look-alike characters are left out so older patients can read the image. */
const LOOK_ALIKES = '0oO1iIlLqg9';

export const imageCaptchaKey = (captchaId: string) => `captcha:image:${captchaId}`;

/** A new captcha; only the answer, lower-cased, stays on the server. */
export async function createImageCaptcha(store: KeyValueStore): Promise<ImageCaptcha> {
  const captcha = svgCaptcha.create({
    size: 4,
    noise: 2,
    color: true,
    width: 120,
    height: 44,
    ignoreChars: LOOK_ALIKES,
  });
  const captchaId = randomUUID();
  await store.set(imageCaptchaKey(captchaId), captcha.text.toLowerCase(), CAPTCHA_TTL_SECONDS);
  const image = `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`;
  return { captchaId, image };
}

/**
 * Single use: the captcha is spent by the first check, right or wrong. The take reads and
 * deletes in one atomic step, so each captcha gets one guess however many requests race.
 */
export async function checkImageCaptcha(
  store: KeyValueStore,
  captchaId: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const expected = await store.take(imageCaptchaKey(captchaId));
  return expected !== null && expected === answer.trim().toLowerCase();
}
