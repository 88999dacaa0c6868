import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/** Deeper than any body the app sends: such nesting is an attack on the server, not a request. */
export const MAX_BODY_DEPTH = 32;

const NUL = '\0';
const ENCODED_NUL = /%00/i;

const invalidCharacter = (field: string) =>
  new HttpError(400, '请求中含有无效字符', 'INVALID_CHARACTER', field);

/** Basic credentials are Base64 of form-encoded text, so a NUL may hide under either encoding. */
function basicCredentialsHoldNul(authorization: string | undefined): boolean {
  const match = /^Basic\s+(\S+)/i.exec(authorization ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  return decoded.includes(NUL) || ENCODED_NUL.test(decoded);
}

type BodyProblem = { kind: 'nul' | 'depth'; field: string };

/** Walks a parsed body without recursion, so no nesting can exhaust the stack. */
function inspectBody(body: unknown): BodyProblem | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: body, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    const field = path.join('.') || 'body';
    if (typeof value === 'string') {
      if (value.includes(NUL)) return { kind: 'nul', field };
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (path.length >= MAX_BODY_DEPTH) return { kind: 'depth', field };
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return { kind: 'nul', field };
      pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}

function badInputOf(request: FastifyRequest): HttpError | undefined {
  // PostgreSQL text cannot hold NUL: refused here, it would fail deep inside a query as a 500.
  if (request.url.includes(NUL) || ENCODED_NUL.test(request.url)) return invalidCharacter('url');
  if (basicCredentialsHoldNul(request.headers.authorization)) {
    return invalidCharacter('authorization');
  }
  const problem = inspectBody(request.body);
  if (problem?.kind === 'nul') return invalidCharacter(problem.field);
  if (problem?.kind === 'depth') {
    return new HttpError(400, '请求内容层级过深', 'BODY_TOO_DEEP', problem.field);
  }
  return undefined;
}

/**
 * One check for every route, after the body is parsed and before any schema or handler
 * sees it: input no route could use is refused with a 400 rather than reaching the database.
 */
export const inputGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => done(badInputOf(request)));
  },
  { name: 'input-guard' },
);
