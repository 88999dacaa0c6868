import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** Icons the app draws itself (images are never hot-linked). */
export const THIRD_PARTY_ICONS = ['insurance', 'healthCode', 'government', 'vaccine'] as const;
export const ThirdPartyIconSchema = z.enum(THIRD_PARTY_ICONS);
export type ThirdPartyIcon = z.infer<typeof ThirdPartyIconSchema>;

export const ThirdPartyAppSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  icon: ThirdPartyIconSchema,
  /** web: open `url`; miniProgram: launch `appId` at the page `url` (WeChat only). */
  kind: z.enum(['web', 'miniProgram']),
  url: z.string(),
  appId: z.string().nullable(),
});
export type ThirdPartyApp = z.infer<typeof ThirdPartyAppSchema>;

export const thirdPartyAppsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/thirdparty-apps',
  summary: 'Outside services the app links to, such as the medical insurance e-voucher',
  auth: true,
  responses: { 200: z.array(ThirdPartyAppSchema) },
});
