import { z } from 'zod';

/** Every non-2xx body. A validation error names the field in `message` and `field`. */
export const ErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

/** RFC 6749 section 5.2 error body of /oauth/token, plus our `message`. */
export const OAuthErrorSchema = ErrorSchema.extend({
  error: z.enum([
    'invalid_request',
    'invalid_client',
    'invalid_grant',
    'unauthorized_client',
    'unsupported_grant_type',
    'invalid_scope',
    'invalid_token',
  ]),
  error_description: z.string(),
});

/** Money is integer fen everywhere; the web app formats it as ¥12.50. */
export const FenSchema = z.number().int().nonnegative();

/** Dates are yyyy-mm-dd (spec section 4). */
export const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-mm-dd');

/** Times are ISO 8601 with an offset. */
export const TimestampSchema = z.iso.datetime({ offset: true });

/** Ids are PostgreSQL integers; a larger number is bad input, not a server error. */
export const IdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
