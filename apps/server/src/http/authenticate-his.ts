import fp from 'fastify-plugin';
import type { HisScope } from '@hospital/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hisClientOfToken } from '../modules/his/index.ts';
import { bearerTokenOf } from './authenticate.ts';
import { OAuthError } from './http-error.ts';
import { oncePerRequest } from './once-per-request.ts';

/** The HIS client whose valid token the request carries, or null. */
export const signedInHisClientOf = oncePerRequest(async (request) => {
  const token = bearerTokenOf(request);
  return token ? hisClientOfToken(request.server, token) : null;
});

/**
 * `app.authenticateHis(scope)`: the bearer check of routes declared with `auth: { his }`.
 * HIS tokens live in their own table, so a patient's token is unknown here and a HIS token
 * is unknown to `app.authenticate` (RFC 6750 section 3.1 errors either way).
 */
export const hisAuthentication = fp(
  async (app: FastifyInstance) => {
    app.decorate('authenticateHis', (scope: HisScope) => async (request: FastifyRequest) => {
      if (!bearerTokenOf(request)) throw new OAuthError(401, 'invalid_token', '缺少访问令牌');
      const client = await signedInHisClientOf(request);
      if (!client) throw new OAuthError(401, 'invalid_token', '访问令牌无效或已过期');
      if (!client.scopes.includes(scope))
        throw new OAuthError(403, 'insufficient_scope', `访问令牌缺少权限 ${scope}`);
      request.hisClient = client;
    });
  },
  { name: 'his-authentication' },
);
