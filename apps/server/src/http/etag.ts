import { createHash } from 'node:crypto';
import {
  childDepartmentsEndpoint,
  clinicDoctorsEndpoint,
  departmentEndpoint,
  deptsEndpoint,
  doctorSchedulesEndpoint,
  hospitalEndpoint,
  newsCategoryEndpoint,
  newsEndpoint,
  registerDepartmentsEndpoint,
  registerTipEndpoint,
  visitGuideEndpoint,
  type Endpoint,
} from '@hospital/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Reads whose answer is the same for every caller at a given moment: each carries an ETag
 * of its body, and a request naming that tag in If-None-Match gets 304 with no body
 * (docs/decisions/023-read-caches.md). Nothing personal belongs here.
 */
export const SHARED_READS: ReadonlySet<Endpoint> = new Set<Endpoint>([
  hospitalEndpoint,
  deptsEndpoint,
  departmentEndpoint,
  childDepartmentsEndpoint,
  registerDepartmentsEndpoint,
  clinicDoctorsEndpoint,
  doctorSchedulesEndpoint,
  visitGuideEndpoint,
  registerTipEndpoint,
  newsCategoryEndpoint,
  newsEndpoint,
]);

const entityTagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match compares weakly (RFC 9110 13.1.2): a W/ prefix does not matter. */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === tag);
}

/**
 * onSend of a shared read. The answers need a bearer token, so only the caller's own
 * browser keeps them (`private`), and asks again each time (`no-cache`): a 304 then costs
 * the phone no body, while what it shows is never older than the server's.
 */
export async function entityTag(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const tag = entityTagOf(payload);
  void reply.header('etag', tag).header('cache-control', 'private, no-cache');
  if (!matches(request.headers['if-none-match'], tag)) return payload;
  void reply.code(304);
  return '';
}
