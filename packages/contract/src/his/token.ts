import { z } from 'zod';

/** The grant a HIS client signs in with at /oauth/token (RFC 6749 section 4.4). */
export const CLIENT_CREDENTIALS_GRANT = 'client_credentials';

/**
 * RFC 6749 section 4.4.3: no refresh token, the client asks again when this one expires.
 * `scope` lists, space-separated, what the token may do.
 */
export const HisTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  scope: z.string(),
});
export type HisTokenResponse = z.infer<typeof HisTokenResponseSchema>;
