import { z } from 'zod';

/** The host the app runs in, told by the user agent. WXAPP is the native shell or a plain browser. */
export const ServerSourceSchema = z.enum(['WXGZH', 'WXXCX', 'ZFBSHH', 'WXAPP']);
export type ServerSource = z.infer<typeof ServerSourceSchema>;

/**
 * Token exchange: username = prefix + code, one prefix per host, and a
 * fixed password. The code is the host's OAuth code (WeChat web OAuth, mini-program
 * wx.login, Alipay auth_code) or, for the native app, a one-time code our app sign-in issues.
 */
export const LOGIN_PREFIX: Record<ServerSource, string> = {
  WXGZH: 'wxgzh:',
  WXXCX: 'wxxcx:',
  ZFBSHH: 'zfbshh:',
  WXAPP: 'wxapp:',
};
export const TOKEN_EXCHANGE_PASSWORD = 'host-code';
export const TOKEN_PATH = '/oauth/token';
/** RFC 7009 token revocation; the web's sign-out. */
export const REVOKE_PATH = '/oauth/revoke';

/**
 * Account sign-in at the token endpoint (host WXAPP): username = the phone with the
 * account password, or SMS_LOGIN_PREFIX + phone with an SMS code of scene login.
 */
export const SMS_LOGIN_PREFIX = 'sms:';
/** The `code` of a token error asking for form fields captcha_id and captcha (GET /api/captcha). */
export const CAPTCHA_REQUIRED = 'CAPTCHA_REQUIRED';

/** The web app's OAuth client id; its secret comes from the build configuration. */
export const WEB_CLIENT_ID = 'patient-web';

export const TokenRequestSchema = z.object({
  grant_type: z.string(),
  username: z.string(),
  password: z.string(),
});

/** RFC 6749 section 5.1. */
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  refresh_token: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;
