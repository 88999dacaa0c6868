import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The insurance platform's partner signature: HMAC-SHA256 with the partner secret over
 * `METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY`, hex, in `X-Signature`. Answers are signed the same
 * way over their own timestamp, nonce and body (method and path of the request they answer).
 */
export interface SignedHeaders {
  'x-partner-id': string;
  'x-timestamp': string;
  'x-nonce': string;
  'x-signature': string;
}

export function partnerSignature(
  secret: string,
  parts: { method: string; path: string; timestamp: string; nonce: string; body: string },
): string {
  const message = [parts.method, parts.path, parts.timestamp, parts.nonce, parts.body].join('\n');
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function signedHeaders(
  partnerId: string,
  secret: string,
  request: { method: string; path: string; body: string; nowMs: number },
): SignedHeaders {
  const timestamp = String(Math.floor(request.nowMs / 1000));
  const nonce = randomBytes(12).toString('hex');
  return {
    'x-partner-id': partnerId,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': partnerSignature(secret, { ...request, timestamp, nonce }),
  };
}

/** Constant-time check of a signature we were given against the one we compute. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** Five minutes either way: an older signed message is a replay. */
export const SIGNATURE_WINDOW_S = 300;

type Headers = Record<string, string | string[] | undefined>;

/**
 * Whether a signed partner message (a request to the platform, or the platform's notify to
 * us) comes from `partner`: its partner id, and its signature over method, path and the raw
 * body. With `nowMs`, a timestamp outside the window is refused as a replay.
 */
export function partnerMessageVerifies(
  partner: { partnerId: string; secret: string },
  message: { method: string; path: string; headers: Headers; body: string },
  nowMs?: number,
): boolean {
  const header = (name: string) => {
    const value = message.headers[name];
    return typeof value === 'string' ? value : '';
  };
  const timestamp = header('x-timestamp');
  if (nowMs !== undefined && !(Math.abs(nowMs / 1000 - Number(timestamp)) <= SIGNATURE_WINDOW_S))
    return false;
  const expected = partnerSignature(partner.secret, {
    method: message.method,
    path: message.path,
    timestamp,
    nonce: header('x-nonce'),
    body: message.body,
  });
  return (
    header('x-partner-id') === partner.partnerId &&
    signatureMatches(expected, header('x-signature'))
  );
}
