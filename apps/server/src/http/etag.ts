import { hash } from 'node:crypto';
import { deepEqual } from 'fast-equals';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
import { acceptedEncoding, QUICK_BROTLI } from './content-encoding.ts';

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

const entityTagOf = (body: string) => `"${hash('sha1', body, 'base64url')}"`;

/** If-None-Match compares weakly (RFC 9110 13.1.2): a W/ prefix does not matter. */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === tag);
}

/** A shared read's body as the contract's serializer checked and wrote it, and its tag. */
export interface SharedAnswer {
  body: string;
  tag: string;
  /**
   * The body compressed, each the first time a browser accepting it asks; null for a body
   * that always goes as it is.
   */
  encoded: { br?: Buffer; gzip?: Buffer } | null;
}

/** Below this a body goes as it is: compressing it would save less than it costs. */
const COMPRESSED_FROM_BYTES = 1024;

const compress = {
  br: (body: string) => brotliCompressSync(body, QUICK_BROTLI),
  gzip: (body: string) => gzipSync(body),
};

/**
 * The most distinct bodies kept per route: a doctor's half-days differ per doctor and with
 * every number taken, so the doctors patients are opening stay, and a body that went is
 * checked again when it comes back. The same bound holds the last value of each address.
 */
const KEPT_BODIES = 1000;

/** Keeps `value` under `key`, the oldest entry giving way once the map holds `KEPT_BODIES`. */
function keep<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (!map.has(key) && map.size >= KEPT_BODIES) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * A shared read's answer for a value, checked against the contract only once per distinct
 * body: every patient opening the same doctor gets the same half-days, and checking,
 * writing and hashing them again would cost more than reading them. A value seen again
 * (the read caches hand out the same object, never changed) needs not even its JSON, nor
 * does a value equal to the last one answered at the same address (`key`: a doctor's
 * half-days are read afresh for every patient, and comparing them with the last ones costs
 * a third of writing them). Any other value is written as plain JSON first, and a JSON the
 * contract's serializer already passed is answered with what it wrote then, so every body
 * sent was checked.
 */
export function sharedAnswers(serialize: (value: unknown) => string) {
  const byValue = new WeakMap<object, SharedAnswer>();
  const byJson = new Map<string, SharedAnswer>();
  const lastAt = new Map<string, { value: object; answer: SharedAnswer }>();
  return (value: object, key: string): SharedAnswer => {
    const seen = byValue.get(value);
    if (seen) return seen;
    const last = lastAt.get(key);
    if (last && deepEqual(last.value, value)) return last.answer;
    const json = JSON.stringify(value);
    let answer = byJson.get(json);
    if (!answer) {
      const body = serialize(value);
      answer = {
        body,
        tag: entityTagOf(body),
        encoded: Buffer.byteLength(body) < COMPRESSED_FROM_BYTES ? null : {},
      };
      // The same text keyed by the body kept, not by a second copy of it.
      keep(byJson, json === body ? body : json, answer);
    }
    byValue.set(value, answer);
    keep(lastAt, key, { value, answer });
    return answer;
  };
}

/**
 * What a shared read's handler returns: the body, already JSON, or nothing for a 304. The
 * answers need a bearer token, so only the caller's own browser keeps them (`private`), and
 * asks again each time (`no-cache`): a 304 then costs the phone no body, while what it shows
 * is never older than the server's. A longer body goes compressed as the browser accepts,
 * compressed once per body like its tag: the department tree of a large hospital is tens
 * of kilobytes of JSON that a phone on a slow network would otherwise wait for.
 */
export function sharedPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SharedAnswer,
): string | Buffer {
  void reply.header('etag', answer.tag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], answer.tag)) {
    void reply.code(304);
    return '';
  }
  void reply.code(200).type('application/json; charset=utf-8');
  const { encoded } = answer;
  if (!encoded) return answer.body;
  void reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request);
  if (!encoding) return answer.body;
  void reply.header('content-encoding', encoding);
  return (encoded[encoding] ??= compress[encoding](answer.body));
}
