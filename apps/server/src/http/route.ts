import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONSOLE_API_PREFIX,
  ErrorSchema,
  HIS_API_PREFIX,
  hospitalModuleOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@hospital/contract';
import type { AuthUser } from './auth-user.ts';
import { sharedAnswers, sharedPayload, SHARED_READS } from './etag.ts';
import type { HisClient, StaffMember } from './guards.ts';
import { consoleRateLimit } from './route-limits.ts';

export interface RouteContext<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The signed-in user; always set on endpoints declared with `auth: true`. */
  user: E['auth'] extends true ? AuthUser : AuthUser | null;
  /** The HIS client; always set on endpoints declared with `auth: { his }`. */
  hisClient: E['auth'] extends { his: unknown } ? HisClient : null;
  /** The staff member; always set on endpoints declared with `auth: { staff }`. */
  staff: E['auth'] extends { staff: unknown } ? StaffMember : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A 401 (and a HIS client's 403 insufficient_scope) also carries RFC 6750's error fields;
 * the web app shows its error_description.
 */
const BearerErrorSchema = ErrorSchema.extend({
  error: z.string().optional(),
  error_description: z.string().optional(),
});

const errorResponses = {
  400: ErrorSchema,
  401: BearerErrorSchema,
  403: BearerErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  429: ErrorSchema,
};

/**
 * Registers one contract endpoint: validation and OpenAPI come from the contract, the
 * bearer check from `auth`, the area switch from HOSPITAL_MODULE_ENDPOINTS, the ETag from
 * SHARED_READS, and the handler only returns data or throws an HttpError.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: RouteContext<E>) => Promise<ResponseOf<E>>,
): void {
  const status = endpoint.responses[200] ? 200 : endpoint.responses[201] ? 201 : 204;
  const hospitalModule = hospitalModuleOf(endpoint);
  const answer = endpoint.responses[200];
  const shared = answer && SHARED_READS.has(endpoint) ? sharedAnswersOf(endpoint, answer) : null;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [tagOf(endpoint.path)],
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.auth && { security: [{ bearer: scopesOf(endpoint.auth) }] }),
      response: { ...endpoint.responses, ...errorResponses },
    },
    ...(hospitalModule && { onRequest: app.requireModule(hospitalModule) }),
    ...guardHookOf(app, endpoint.auth),
    ...(endpoint.path.startsWith(CONSOLE_API_PREFIX) && { config: consoleRateLimit(app.config) }),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as ParamsOf<E>,
        query: request.query as QueryOf<E>,
        body: request.body as BodyOf<E>,
        user: (request.user ?? null) as RouteContext<E>['user'],
        hisClient: (request.hisClient ?? null) as RouteContext<E>['hisClient'],
        staff: (request.staff ?? null) as RouteContext<E>['staff'],
        request,
        reply,
      });
      if (shared) return sharedPayload(request, reply, shared(result as object, request.url));
      reply.code(status);
      return result;
    },
  });
}

/** The contract's own serializer for the 200 answer, run once per distinct body. */
const sharedAnswersOf = (endpoint: Endpoint, answer: z.ZodType) =>
  sharedAnswers(
    serializerCompiler({
      schema: answer,
      method: endpoint.method,
      url: endpoint.path,
      httpStatus: '200',
    }),
  );

/** `/api/news/...` -> news; `/his/v1/departments::batchUpsert` -> departments. */
function tagOf(path: string): string {
  const segments = path.split('/');
  const area = path.startsWith(`${HIS_API_PREFIX}/`) ? segments[3] : segments[2];
  return area?.split(':')[0] || 'api';
}

/** The HIS document describes its bearer as OAuth 2.0, whose requirement names the scope. */
const scopesOf = (auth: Exclude<Endpoint['auth'], false>): string[] =>
  typeof auth === 'object' && 'his' in auth ? [auth.his] : [];

/**
 * The hospital's side checks the caller before reading the input, so a role or scope without
 * access gets its 403 and learns nothing of the body the endpoint expects.
 */
function guardHookOf(app: FastifyInstance, auth: Endpoint['auth']) {
  if (auth === false) return {};
  const guard = guardOf(app, auth);
  return auth === true ? { preHandler: guard } : { preValidation: guard };
}

/** The three kinds of caller never share a token: each door checks only its own. */
function guardOf(app: FastifyInstance, auth: Exclude<Endpoint['auth'], false>) {
  if (auth === true) return app.authenticate;
  return 'his' in auth ? app.authenticateHis(auth.his) : app.authenticateStaff(auth.staff);
}
