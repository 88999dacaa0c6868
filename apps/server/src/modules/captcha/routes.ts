import { captchaEndpoint, phoneCaptchaEndpoint } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { conflict, HttpError } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { createSmsSender } from '../../providers/sms/index.ts';
import { HostApiError } from '../../providers/types.ts';
import { findUserByPhone } from '../user/index.ts';
import { createImageCaptcha } from './image-captcha.ts';
import {
  discardSmsCode,
  newSmsCode,
  reserveSmsSend,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
} from './sms-codes.ts';

/** GET /api/captcha and /api/captcha/phone-captcha. */
export async function captchaModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  const sms = createSmsSender(deps.config, {
    store: deps.store,
    log: app.log,
    now: () => deps.clock.now().getTime(),
  });
  const sent = { expiresIn: SMS_CODE_TTL_SECONDS, resendIn: SMS_RESEND_SECONDS };

  route(app, captchaEndpoint, async ({ reply }) => {
    void reply.header('cache-control', 'no-store');
    return createImageCaptcha(deps.store);
  });

  route(app, phoneCaptchaEndpoint, async ({ query: { phone, scene }, request }) => {
    await reserveSmsSend(deps.attempts, phone, scene, request.ip);
    const owner = await findUserByPhone(deps.db, phone);
    if (scene === 'register' && owner) throw conflict('该手机号已注册', 'PHONE_TAKEN');
    // Answered as if sent, so this endpoint does not tell who has an account.
    if ((scene === 'login' || scene === 'reset') && !owner) return sent;
    const code = await newSmsCode(deps, phone, scene);
    try {
      await sms.sendCode(phone, code, scene);
    } catch (error) {
      if (!(error instanceof HostApiError)) throw error;
      await discardSmsCode(deps, phone, scene);
      request.log.error({ err: error }, 'SMS gateway failed');
      throw new HttpError(503, '短信发送失败，请稍后再试', 'SMS_UNAVAILABLE');
    }
    return sent;
  });
}
