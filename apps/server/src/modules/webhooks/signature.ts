import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_HEADERS } from '@hospital/contract/his';

/** How old a delivery a receiver still takes: enough for clock skew, too little for a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `v1=<hex>`: the version lets a later scheme be sent beside this one. */
export const signWebhook = (secret: string, timestamp: number, body: string): string =>
  `v1=${hmac(secret, timestamp, body)}`;

/** The headers of one delivery attempt, signed at `now`. */
export function webhookHeaders(
  secret: string,
  eventId: string,
  body: string,
  now: Date,
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    [WEBHOOK_HEADERS.id]: eventId,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, body),
  };
}

type HeaderValue = string | string[] | undefined | null;
const single = (value: HeaderValue) => (Array.isArray(value) ? value[0] : value) ?? undefined;

/**
 * What a receiver runs on a delivery: true when the signature header holds a `v1=` HMAC of
 * `<timestamp>.<raw body>` under `secret` and the timestamp is within the tolerance of `now`.
 * `body` must be the bytes as received, before any JSON parsing.
 */
export function verifyWebhookSignature(options: {
  secret: string;
  body: string;
  timestamp: HeaderValue;
  signature: HeaderValue;
  now: Date;
  toleranceSeconds?: number;
}): boolean {
  const timestampText = single(options.timestamp);
  const signature = single(options.signature);
  if (!timestampText || !signature || !/^\d{1,12}$/.test(timestampText)) return false;
  const timestamp = Number(timestampText);
  const age = Math.abs(options.now.getTime() / 1000 - timestamp);
  if (age > (options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS)) return false;
  const expected = Buffer.from(hmac(options.secret, timestamp, options.body), 'hex');
  const given = signature.startsWith('v1=') ? Buffer.from(signature.slice(3), 'hex') : undefined;
  return (
    given !== undefined && given.length === expected.length && timingSafeEqual(given, expected)
  );
}
