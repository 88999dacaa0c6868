import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { PhoneSchema } from './user.ts';

export const ImageCaptchaSchema = z.object({
  captchaId: z.string(),
  /** An SVG data URI, ready for an `<img src>`. */
  image: z.string(),
});
export type ImageCaptcha = z.infer<typeof ImageCaptchaSchema>;

/** An image captcha: single use, five minutes, letters compared case-insensitively. */
export const captchaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/captcha',
  summary: 'A new image captcha',
  auth: false,
  responses: { 200: ImageCaptchaSchema },
});

/** What an SMS code is for; a code only works for the scene it was sent for. */
export const SmsSceneSchema = z.enum(['register', 'login', 'reset', 'bind']);
export type SmsScene = z.infer<typeof SmsSceneSchema>;

export const PhoneCaptchaQuerySchema = z.object({ phone: PhoneSchema, scene: SmsSceneSchema });

export const PhoneCaptchaSchema = z.object({
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
  /** Seconds before another code may be asked for. */
  resendIn: z.number().int().positive(),
});
export type PhoneCaptcha = z.infer<typeof PhoneCaptchaSchema>;

/**
 * Sends a 6-digit code. For login and reset it answers the same whether or not the phone
 * has an account (nothing is sent to an unknown one); register refuses a registered phone.
 */
export const phoneCaptchaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/captcha/phone-captcha',
  summary: 'Send an SMS verification code',
  auth: false,
  query: PhoneCaptchaQuerySchema,
  responses: { 200: PhoneCaptchaSchema },
});
