import { z } from 'zod';
import { ServerSourceSchema } from './auth.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * The signed-in account. The owner sees their own phone in full; masking (spec section 6)
 * is the web app's job in the payment-app host.
 */
export const MeSchema = z.object({
  id: z.number().int(),
  /** The real name the patient gave; null until they give one. */
  name: z.string().nullable(),
  /** The host's display name (WeChat or Alipay nickname). */
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  phone: z.string().nullable(),
  hasPassword: z.boolean(),
  /** The hosts this account has signed in through. */
  boundHosts: z.array(ServerSourceSchema),
});
export type Me = z.infer<typeof MeSchema>;

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/api/me',
  summary: 'The signed-in account',
  auth: true,
  responses: { 200: MeSchema },
});
