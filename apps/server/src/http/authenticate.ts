import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findActiveToken } from '../modules/auth/index.ts';
import { OAuthError } from './http-error.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The RFC 6750 bearer token of the Authorization header, if there is one. */
export const bearerTokenOf = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/** The web app shows `error_description` and signs in again on any 401. */
const missingToken = () => new OAuthError(401, 'invalid_token', '请先登录');
const invalidToken = () => new OAuthError(401, 'invalid_token', '登录已过期，请重新登录');

/** `app.authenticate` for every module: the bearer check of routes declared with `auth`. */
export const authentication = fp(
  async (app: FastifyInstance) => {
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerTokenOf(request);
      if (!token) throw missingToken();
      const user = await findActiveToken(app.db, token);
      if (!user) throw invalidToken();
      request.user = user;
    });
  },
  { name: 'authentication' },
);
