import { eq, sql } from 'drizzle-orm';
import type { OAuthClient } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { oauthClients } from '../../db/schema/index.ts';
import { OAuthError } from '../../http/http-error.ts';
import { digestsEqual, sha256 } from '../../secrets.ts';

/** The configured clients are the truth; the table follows them at start-up. */
export async function syncOAuthClients(db: Database, clients: OAuthClient[]): Promise<void> {
  if (clients.length === 0) return;
  await db
    .insert(oauthClients)
    .values(
      clients.map((client) => ({ clientId: client.clientId, secretHash: sha256(client.secret) })),
    )
    .onConflictDoUpdate({
      target: oauthClients.clientId,
      set: { secretHash: sql`excluded.secret_hash` },
    });
}

/** RFC 6749 section 2.3.1: id and secret are form-encoded, then joined by a colon and Base64-encoded. */
export function parseBasicCredentials(header: string | undefined): OAuthClient | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  try {
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
    };
  } catch {
    return null;
  }
}

// Compared against when the client id is unknown, so both failures take the same time.
const UNKNOWN_CLIENT_DIGEST = sha256('unknown client');

/** Returns the authenticated client id, or answers 401 invalid_client. */
export async function authenticateClient(
  db: Database,
  authorization: string | undefined,
): Promise<string> {
  const credentials = parseBasicCredentials(authorization);
  if (!credentials) throw new OAuthError(401, 'invalid_client', '客户端认证失败');
  const [client] = await db
    .select({ secretHash: oauthClients.secretHash })
    .from(oauthClients)
    .where(eq(oauthClients.clientId, credentials.clientId));
  const matches = digestsEqual(
    sha256(credentials.secret),
    client?.secretHash ?? UNKNOWN_CLIENT_DIGEST,
  );
  if (!client || !matches) throw new OAuthError(401, 'invalid_client', '客户端认证失败');
  return credentials.clientId;
}
