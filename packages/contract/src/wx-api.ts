import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** Where the web app sends people to sign in with their host. */
export const OaConfigSchema = z.object({
  /** The official account's appid; null when WeChat sign-in is not set up. */
  appid: z.string().nullable(),
  /** WeChat's authorize page, or the sandbox's same-origin path. */
  authorizeUrl: z.string(),
  alipayAppId: z.string().nullable(),
  alipayAuthorizeUrl: z.string(),
});
export type OaConfig = z.infer<typeof OaConfigSchema>;

export const oaConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/wx-api/oa-config',
  summary: 'Host sign-in settings (no bearer: asked before signing in)',
  auth: false,
  responses: { 200: OaConfigSchema },
});

export const JsapiConfigQuerySchema = z.object({
  /** The page address to sign; iOS WeChat signs the address the app was first opened at. */
  url: z.url({ protocol: /^https?$/, error: 'url 必须是 http 或 https 地址' }).max(2048),
});

/** What wx.config needs besides the list of JS APIs. */
export const JsapiConfigSchema = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type JsapiConfig = z.infer<typeof JsapiConfigSchema>;

export const jsapiConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/wx-api/jsapi-config',
  summary: 'WeChat JS-SDK signature for a page address',
  // Public: the home page signs the SDK before anyone signs in, and a signature reveals
  // nothing but the public appId; asking for a token here would force a sign-in on iOS only.
  auth: false,
  query: JsapiConfigQuerySchema,
  responses: { 200: JsapiConfigSchema },
});
