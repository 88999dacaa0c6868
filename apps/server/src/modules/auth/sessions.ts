import type { ServerDeps } from '../../deps.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { sha256 } from '../../secrets.ts';
import { findActiveToken } from './tokens-repository.ts';

/**
 * The patient a bearer token signs in, or null. Each instance keeps what it looked up until
 * the token expires, a revocation is announced, or the read cache's bound for sessions
 * passes (docs/decisions/032-sessions-kept-per-instance.md).
 */
export function signedInUserOf(
  deps: Pick<ServerDeps, 'db' | 'caches'>,
  token: string,
): Promise<AuthUser | null> {
  const digest = sha256(token);
  return deps.caches
    .read(
      'sessions',
      digest,
      () => findActiveToken(deps.db, digest),
      (active) => active.msLeft,
    )
    .then((active) => active?.user ?? null);
}

/**
 * After the transaction that revoked these tokens (by digest) has committed: this instance
 * refuses them at once, every other one when the change feed tells it.
 */
export async function announceRevoked(
  deps: Pick<ServerDeps, 'caches'>,
  digests: readonly string[],
): Promise<void> {
  if (digests.length > 0) await deps.caches.changed('sessions', digests);
}
