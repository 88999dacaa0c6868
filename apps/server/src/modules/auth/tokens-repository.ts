import type { ServerSource, TokenResponse } from '@hospital/contract';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { randomToken, sha256 } from '../../secrets.ts';

/** A refresh token outlives its access token, so a patient signs in again only after a long absence. */
const REFRESH_LIFETIME_FACTOR = 4;

export interface TokenGrant {
  userId: number;
  clientId: string;
  host: ServerSource;
  ttlSeconds: number;
}

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Issues a token pair; only the digests are stored. */
export async function issueToken(db: Database, grant: TokenGrant): Promise<TokenResponse> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  await db.insert(accessTokens).values({
    tokenHash: sha256(accessToken),
    refreshTokenHash: sha256(refreshToken),
    userId: grant.userId,
    clientId: grant.clientId,
    host: grant.host,
    expiresAt: secondsFromNow(grant.ttlSeconds),
    refreshExpiresAt: secondsFromNow(grant.ttlSeconds * REFRESH_LIFETIME_FACTOR),
  });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: grant.ttlSeconds,
    refresh_token: refreshToken,
  };
}

/** The signed-in user of a bearer token: unexpired, unrevoked, and the account still live. */
export async function findActiveToken(db: Database, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({ id: accessTokens.userId, host: accessTokens.host, tokenId: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sha256(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ? { ...row, host: row.host as ServerSource } : null;
}

/**
 * Spends a refresh token: one conditional UPDATE revokes the old pair, so two concurrent
 * refreshes with the same token cannot both succeed. Returns who it belonged to.
 */
export async function spendRefreshToken(
  db: Database,
  refreshToken: string,
  clientId: string,
): Promise<{ userId: number; host: ServerSource } | null> {
  const [row] = await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(accessTokens.refreshTokenHash, sha256(refreshToken)),
        eq(accessTokens.clientId, clientId),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.refreshExpiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accessTokens.userId, host: accessTokens.host });
  if (!row) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, row.userId), isNull(users.deletedAt)));
  return user ? { userId: row.userId, host: row.host as ServerSource } : null;
}

/** Signs a user out everywhere (password change, unregister). */
export async function revokeUserTokens(db: Database, userId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}

/** Revokes the pair an access or refresh token belongs to, if this client was issued it. */
export async function revokeToken(db: Database, token: string, clientId: string): Promise<void> {
  const digest = sha256(token);
  await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        or(eq(accessTokens.tokenHash, digest), eq(accessTokens.refreshTokenHash, digest)),
        eq(accessTokens.clientId, clientId),
        isNull(accessTokens.revokedAt),
      ),
    );
}

/** The host of the user's latest sign-in (their newest token), null when never signed in. */
export async function latestSignInHost(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ host: accessTokens.host })
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(desc(accessTokens.id))
    .limit(1);
  return row?.host ?? null;
}
