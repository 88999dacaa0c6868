import { OAuthErrorSchema, REVOKE_PATH, TOKEN_PATH, TokenResponseSchema } from '@hospital/contract';
import { CLIENT_CREDENTIALS_GRANT, HisTokenResponseSchema } from '@hospital/contract/his';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { fieldOf, sendError } from '../../http/errors.ts';
import { OAuthError } from '../../http/http-error.ts';
import { tokenRateLimit } from '../../http/route-limits.ts';
import { grantHisToken } from '../his/index.ts';
import {
  authenticateClient,
  parseBasicCredentials,
  syncOAuthClients,
} from './clients-repository.ts';
import { grantToken } from './token-service.ts';
import { announceRevoked } from './sessions.ts';
import { revokeToken } from './tokens-repository.ts';

/** Form-encoded (RFC 6749) or JSON; which fields a grant needs is checked by the grant. */
const TokenBodySchema = z.object({
  grant_type: z.string(),
  username: z.string().optional(),
  password: z.string().optional(),
  refresh_token: z.string().optional(),
  /** Asked for after repeated failed account sign-ins (GET /api/captcha). */
  captcha_id: z.string().optional(),
  captcha: z.string().optional(),
  /** client_credentials only: the HIS scopes asked for, space-separated (RFC 6749 section 3.3). */
  scope: z.string().optional(),
});

/** RFC 7009 section 2.1; the hint may be ignored, as both kinds are looked up anyway. */
const RevokeBodySchema = z.object({
  token: z.string().optional(),
  token_type_hint: z.string().optional(),
});

/** Every failure of the token endpoint is an RFC 6749 error, malformed bodies included. */
function oauthErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void sendError(asOAuthError(error), request, reply);
}

function asOAuthError(error: FastifyError): Error {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const field = fieldOf(error.validation[0], error.validationContext);
    return new OAuthError(400, 'invalid_request', `参数 ${field} 不正确`);
  }
  const status = error.statusCode ?? 500;
  if (!(error instanceof OAuthError) && status >= 400 && status < 500 && status !== 429) {
    return new OAuthError(status, 'invalid_request', '请求格式不正确');
  }
  return error;
}

// RFC 6749 section 5.1: token responses, and failures too, must never be cached.
function noStore(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  done();
}

function registerTokenRoute(app: FastifyInstance): void {
  const deps = depsOf(app);
  app.withTypeProvider<ZodTypeProvider>().post(TOKEN_PATH, {
    schema: {
      summary:
        'Exchange a host sign-in code (or a refresh token) for a bearer token; HIS clients use client_credentials',
      tags: ['oauth'],
      security: [{ client: [] }],
      body: TokenBodySchema,
      response: {
        200: z.union([TokenResponseSchema, HisTokenResponseSchema]),
        400: OAuthErrorSchema,
        401: OAuthErrorSchema,
      },
    },
    config: tokenRateLimit(deps.config),
    errorHandler: oauthErrorHandler,
    onRequest: noStore,
    handler: async (request) => {
      // HIS integrations are clients of their own table: the patient clients never get this grant.
      if (request.body.grant_type === CLIENT_CREDENTIALS_GRANT) {
        const credentials = parseBasicCredentials(request.headers.authorization);
        return grantHisToken(deps, credentials, request.body.scope);
      }
      const clientId = await authenticateClient(deps.db, request.headers.authorization);
      return grantToken(
        {
          db: deps.db,
          clock: deps.clock,
          store: deps.store,
          attempts: deps.attempts,
          caches: deps.caches,
          codeExchangers: deps.providers.codeExchangers,
          ttlSeconds: deps.config.tokenTtlSeconds,
        },
        clientId,
        request.body,
        request.ip,
      );
    },
  });
}

/** POST /oauth/revoke: the web's sign-out. */
function registerRevokeRoute(app: FastifyInstance): void {
  const deps = depsOf(app);
  app.withTypeProvider<ZodTypeProvider>().post(REVOKE_PATH, {
    schema: {
      summary: 'Revoke an access or refresh token (RFC 7009)',
      tags: ['oauth'],
      security: [{ client: [] }],
      body: RevokeBodySchema,
      response: { 200: z.object({}), 400: OAuthErrorSchema, 401: OAuthErrorSchema },
    },
    config: tokenRateLimit(deps.config),
    errorHandler: oauthErrorHandler,
    onRequest: noStore,
    handler: async (request) => {
      const clientId = await authenticateClient(deps.db, request.headers.authorization);
      if (!request.body.token) throw new OAuthError(400, 'invalid_request', '缺少参数 token');
      // An unknown, expired or already revoked token is answered the same (RFC 7009 section 2.2).
      await announceRevoked(deps, await revokeToken(deps.db, request.body.token, clientId));
      return {};
    },
  });
}

/** POST /oauth/token and /oauth/revoke; the bearer check itself is `app.authenticate` (src/http/authenticate.ts). */
export async function authModule(app: FastifyInstance): Promise<void> {
  const { db, config } = depsOf(app);
  await syncOAuthClients(db, config.oauthClients);
  registerTokenRoute(app);
  registerRevokeRoute(app);
}
