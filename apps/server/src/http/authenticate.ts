import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUserOf } from '../modules/auth/index.ts';
import { OAuthError } from './http-error.ts';
import { oncePerRequest } from './once-per-request.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer` header, or null. */
export const bearerTokenOf = (request: FastifyRequest): string | null =>
  BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;

/** The patient whose valid token the request carries, or null. */
export const signedInPatientOf = oncePerRequest(async (request) => {
  const token = bearerTokenOf(request);
  return token ? signedInUserOf(request.server, token) : null;
});

/** The web app shows `error_description` and signs in again on any 401. */
const missingToken = () => new OAuthError(401, 'invalid_token', '请先登录');
const invalidToken = () => new OAuthError(401, 'invalid_token', '登录已过期，请重新登录');

/** `app.authenticate` for every module: the bearer check of routes declared with `auth`. */
export const authentication = fp(
  async (app: FastifyInstance) => {
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!bearerTokenOf(request)) throw missingToken();
      const user = await signedInPatientOf(request);
      if (!user) throw invalidToken();
      request.user = user;
    });
  },
  { name: 'authentication' },
);
