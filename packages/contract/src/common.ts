import { z } from 'zod';
import { isCalendarDate } from './id-card.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

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

/** Dates are yyyy-mm-dd naming a day that exists: 2026-02-30 is refused, not read as 2 March. */
export const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, RULE_MESSAGES.date)
  .refine(isCalendarDate, RULE_MESSAGES.date);

/** Times are ISO 8601 with an offset. */
export const TimestampSchema = z.iso.datetime({ offset: true });

/** Ids are PostgreSQL integers; a larger number is bad input, not a server error. */
const MAX_ID = 2_147_483_647;

/**
 * An id as paths, queries and forms write it: canonical decimal only, so `+1`, `0x7`, ` 7 `
 * and `07` are refused rather than read as another id. JSON bodies may send the number itself.
 */
export const IdSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^[1-9]\d{0,15}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(MAX_ID));

export const IdParamsSchema = z.object({ id: IdSchema });
