import type { ServerSource, TokenResponse } from '@hospital/contract';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
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

/** A live token's user, and how many milliseconds the token has left by the database's clock. */
export interface ActiveToken {
  user: AuthUser;
  msLeft: number;
}

const activeTokenStatement = preparedOn((db) =>
  db
    .select({
      id: accessTokens.userId,
      host: accessTokens.host,
      tokenId: accessTokens.id,
      msLeft: sql<number>`(extract(epoch from ${accessTokens.expiresAt} - now()) * 1000)::float8`,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('active_token'),
);

/** The signed-in user of a token digest: unexpired, unrevoked, and the account still live. */
export async function findActiveToken(
  db: Database,
  tokenHash: string,
): Promise<ActiveToken | null> {
  const [row] = await activeTokenStatement(db).execute({ tokenHash });
  if (!row) return null;
  const { msLeft, ...user } = row;
  return { user: { ...user, host: user.host as ServerSource }, msLeft };
}

/**
 * Spends a refresh token: one conditional UPDATE revokes the old pair, so two concurrent
 * refreshes with the same token cannot both succeed. Returns who it belonged to.
 */
export async function spendRefreshToken(
  db: Database,
  refreshToken: string,
  clientId: string,
): Promise<{ userId: number; host: ServerSource; revoked: string[] } | null> {
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
    .returning({
      userId: accessTokens.userId,
      host: accessTokens.host,
      tokenHash: accessTokens.tokenHash,
    });
  if (!row) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, row.userId), isNull(users.deletedAt)));
  const revoked = [row.tokenHash];
  return user ? { userId: row.userId, host: row.host as ServerSource, revoked } : null;
}

/**
 * Signs a user out everywhere (password change, unregister). Returns the revoked access
 * tokens' digests, for the caller to announce once its transaction has committed.
 */
export async function revokeUserTokens(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    .returning({ tokenHash: accessTokens.tokenHash });
  return rows.map((row) => row.tokenHash);
}

/**
 * Revokes the pair an access or refresh token belongs to, if this client was issued it.
 * Returns the revoked access token's digest, if any.
 */
export async function revokeToken(
  db: Database,
  token: string,
  clientId: string,
): Promise<string[]> {
  const digest = sha256(token);
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        or(eq(accessTokens.tokenHash, digest), eq(accessTokens.refreshTokenHash, digest)),
        eq(accessTokens.clientId, clientId),
        isNull(accessTokens.revokedAt),
      ),
    )
    .returning({ tokenHash: accessTokens.tokenHash });
  return rows.map((row) => row.tokenHash);
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
