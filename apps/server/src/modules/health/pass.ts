import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  HealthKindSchema,
  PassColourSchema,
  type HealthKind,
  type HealthPass,
  type PassColour,
} from '@hospital/contract';
import { z } from 'zod';

/** What a pass's code carries: enough for the guard to judge it without trusting the page. */
export interface PassClaims {
  recordId: number;
  kind: HealthKind;
  colour: PassColour;
  maskedName: string;
  issuedAt: Date;
  expiresAt: Date;
}

const ClaimsSchema = z.object({
  r: z.number().int().positive(),
  k: HealthKindSchema,
  c: PassColourSchema,
  n: z.string().max(64),
  i: z.number().int(),
  e: z.number().int(),
});

/** Every character but the last starred: the guard matches it with the person's ID card. */
export function maskName(name: string): string {
  const characters = [...name];
  if (characters.length <= 1) return '*';
  return '*'.repeat(characters.length - 1) + characters.at(-1);
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** `HP1.<claims>.<signature>`: base64url JSON signed with HMAC-SHA256 under the server's key. */
export function issuePass(secret: string, claims: PassClaims): HealthPass {
  const payload = Buffer.from(
    JSON.stringify({
      r: claims.recordId,
      k: claims.kind,
      c: claims.colour,
      n: claims.maskedName,
      i: claims.issuedAt.getTime(),
      e: claims.expiresAt.getTime(),
    }),
  ).toString('base64url');
  return {
    code: `HP1.${payload}.${sign(secret, payload)}`,
    colour: claims.colour,
    maskedName: claims.maskedName,
    issuedAt: claims.issuedAt.toISOString(),
    expiresAt: claims.expiresAt.toISOString(),
  };
}

/** The claims of a code this server signed, or null for anything else. */
export function readPass(secret: string, code: string): PassClaims | null {
  const [version, payload, signature, ...rest] = code.split('.');
  if (version !== 'HP1' || !payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = ClaimsSchema.safeParse(json);
  if (!claims.success) return null;
  const { r, k, c, n, i, e } = claims.data;
  return {
    recordId: r,
    kind: k,
    colour: c,
    maskedName: n,
    issuedAt: new Date(i),
    expiresAt: new Date(e),
  };
}
