import { HIS_SCOPES, type HisScope } from '@hospital/contract';
import type { HisTokenResponse } from '@hospital/contract/his';
import type { OAuthClient } from '../../config.ts';
import type { ServerDeps } from '../../deps.ts';
import type { HisClient } from '../../http/guards.ts';
import { HttpError, OAuthError } from '../../http/http-error.ts';
import { digestsEqual, randomToken, sha256 } from '../../secrets.ts';
import type { AttemptRule } from '../../stores/index.ts';
import {
  findHisClient,
  findHisToken,
  insertHisClient,
  insertHisToken,
  putHisClient,
} from './clients-repository.ts';

/** The client the demo HIS signs in as; demo mode only. */
export const DEMO_HIS_CLIENT_ID = 'demo-his';

/** Wrong secrets per client id: a guesser gets a handful of tries, then waits. */
export const hisSecretGuesses = {
  name: 'his-client:secret',
  limit: 10,
  windowSeconds: 15 * 60,
} satisfies AttemptRule;

// Compared against when the client id is unknown, so both failures take the same time.
const UNKNOWN_CLIENT_DIGEST = sha256('unknown his client');

const invalidClient = () => new OAuthError(401, 'invalid_client', '客户端认证失败');

const isHisScope = (scope: string): scope is HisScope =>
  (HIS_SCOPES as readonly string[]).includes(scope);

/** RFC 6749 section 3.3: space-separated; none asked for means every scope the client holds. */
function grantedScopes(held: readonly HisScope[], asked: string | undefined): HisScope[] {
  const wanted = (asked ?? '').split(' ').filter(Boolean);
  if (wanted.length === 0) return [...held];
  const unknown = wanted.find((scope) => !isHisScope(scope) || !held.includes(scope));
  if (unknown !== undefined) throw new OAuthError(400, 'invalid_scope', `无权申请 ${unknown}`);
  return [...new Set(wanted as HisScope[])];
}

/**
 * The client-credentials grant (RFC 6749 section 4.4). The guess is counted before the
 * secret is compared, in one atomic step, so a burst of guesses gets no more tries than
 * the limit; a right secret starts the count afresh.
 */
export async function grantHisToken(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'attempts' | 'config'>,
  credentials: OAuthClient | null,
  scope: string | undefined,
): Promise<HisTokenResponse> {
  if (!credentials) throw invalidClient();
  if (!(await deps.attempts.allow(hisSecretGuesses, credentials.clientId)))
    throw new HttpError(429, '密钥错误次数过多，请稍后再试', 'TOO_MANY_ATTEMPTS');
  const client = await findHisClient(deps.db, credentials.clientId);
  const matches = digestsEqual(
    sha256(credentials.secret),
    client?.secretHash ?? UNKNOWN_CLIENT_DIGEST,
  );
  if (!client || !matches) throw invalidClient();
  await deps.attempts.clear(hisSecretGuesses, credentials.clientId);
  if (client.disabledAt) throw invalidClient();
  const scopes = grantedScopes(client.scopes, scope);
  const token = randomToken();
  const ttlSeconds = deps.config.his.tokenTtlSeconds;
  await insertHisToken(deps.db, {
    token,
    clientId: client.clientId,
    scopes,
    expiresAt: new Date(deps.clock.now().getTime() + ttlSeconds * 1000),
  });
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: ttlSeconds,
    scope: scopes.join(' '),
  };
}

/** The HIS client a bearer token was issued to, or null when unknown, expired or disabled. */
export function hisClientOfToken(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  token: string,
): Promise<HisClient | null> {
  return findHisToken(deps.db, token, deps.clock.now());
}

/** A new integration: its secret is shown once here and only its digest is kept. */
export async function createHisClient(
  deps: Pick<ServerDeps, 'db'>,
  client: { clientId: string; name: string; scopes: HisScope[] },
): Promise<{ clientId: string; secret: string }> {
  const secret = randomToken();
  await insertHisClient(deps.db, { ...client, secret });
  return { clientId: client.clientId, secret };
}

/** Demo mode: the demo HIS signs in as `demo-his` with every scope and the configured secret. */
export async function ensureDemoHisClient(deps: Pick<ServerDeps, 'db' | 'config'>): Promise<void> {
  await putHisClient(deps.db, {
    clientId: DEMO_HIS_CLIENT_ID,
    name: '演示 HIS',
    secret: deps.config.his.demoClientSecret,
    scopes: [...HIS_SCOPES],
  });
}
