import type { HisScope } from '@hospital/contract';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hisAccessTokens, hisClients } from '../../db/schema/index.ts';
import type { HisClient } from '../../http/guards.ts';
import { sha256 } from '../../secrets.ts';

export interface HisClientRow {
  clientId: string;
  secretHash: string;
  scopes: HisScope[];
  disabledAt: Date | null;
}

export interface NewHisClient {
  clientId: string;
  name: string;
  secret: string;
  scopes: HisScope[];
}

export async function findHisClient(db: Database, clientId: string): Promise<HisClientRow | null> {
  const [row] = await db
    .select({
      clientId: hisClients.clientId,
      secretHash: hisClients.secretHash,
      scopes: hisClients.scopes,
      disabledAt: hisClients.disabledAt,
    })
    .from(hisClients)
    .where(eq(hisClients.clientId, clientId));
  return row ?? null;
}

export async function insertHisClient(db: Database, client: NewHisClient): Promise<void> {
  await db.insert(hisClients).values({
    clientId: client.clientId,
    name: client.name,
    secretHash: sha256(client.secret),
    scopes: client.scopes,
  });
}

/** The configured client is the truth: its secret and scopes follow the configuration. */
export async function putHisClient(db: Database, client: NewHisClient): Promise<void> {
  await db
    .insert(hisClients)
    .values({
      clientId: client.clientId,
      name: client.name,
      secretHash: sha256(client.secret),
      scopes: client.scopes,
    })
    .onConflictDoUpdate({
      target: hisClients.clientId,
      set: {
        name: sql`excluded.name`,
        secretHash: sql`excluded.secret_hash`,
        scopes: sql`excluded.scopes`,
        disabledAt: null,
      },
    });
}

export async function disableHisClient(db: Database, clientId: string, at: Date): Promise<void> {
  await db.update(hisClients).set({ disabledAt: at }).where(eq(hisClients.clientId, clientId));
}

export async function insertHisToken(
  db: Database,
  token: { token: string; clientId: string; scopes: HisScope[]; expiresAt: Date },
): Promise<void> {
  await db.insert(hisAccessTokens).values({
    tokenHash: sha256(token.token),
    clientId: token.clientId,
    scopes: token.scopes,
    expiresAt: token.expiresAt,
  });
}

/** The client of an unexpired token, unless the client has been disabled since. */
export async function findHisToken(
  db: Database,
  token: string,
  now: Date,
): Promise<HisClient | null> {
  const [row] = await db
    .select({ clientId: hisAccessTokens.clientId, scopes: hisAccessTokens.scopes })
    .from(hisAccessTokens)
    .innerJoin(hisClients, eq(hisClients.clientId, hisAccessTokens.clientId))
    .where(
      and(
        eq(hisAccessTokens.tokenHash, sha256(token)),
        gt(hisAccessTokens.expiresAt, now),
        isNull(hisClients.disabledAt),
      ),
    );
  return row ?? null;
}

/**
 * Drops up to `limit` tokens that expired before `now`: a token is never read again once
 * expired, and a busy HIS leaves one row every quarter of an hour per client.
 */
export async function deleteExpiredHisTokens(
  db: Database,
  now: Date,
  limit: number,
): Promise<number> {
  const expired = db
    .select({ id: hisAccessTokens.id })
    .from(hisAccessTokens)
    .where(lte(hisAccessTokens.expiresAt, now))
    .limit(limit);
  const deleted = await db
    .delete(hisAccessTokens)
    .where(inArray(hisAccessTokens.id, expired))
    .returning({ id: hisAccessTokens.id });
  return deleted.length;
}
