import * as contract from '@hospital/contract';
import { REVOKE_PATH, TOKEN_PATH, buildPath, type Endpoint } from '@hospital/contract';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { z } from 'zod';
import { basicAuth, signIn } from '../helpers/auth.ts';

/**
 * Schema-guided fuzzing: every endpoint of the contract (and the OAuth endpoints beside it)
 * gets inputs generated from its own Zod schemas, most of them plausible and some of each
 * mutated into what an attacker or a broken client sends. Any 5xx is a bug.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

const OAUTH_ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: TOKEN_PATH,
    summary: 'token',
    auth: false,
    body: z.object({
      grant_type: z.enum(['password', 'refresh_token', 'client_credentials', 'authorization_code']),
      username: z.string().optional(),
      password: z.string().optional(),
      refresh_token: z.string().optional(),
      captcha_id: z.string().optional(),
      captcha: z.string().optional(),
    }),
    responses: {},
  },
  {
    method: 'POST',
    path: REVOKE_PATH,
    summary: 'revoke',
    auth: false,
    body: z.object({ token: z.string().optional(), token_type_hint: z.string().optional() }),
    responses: {},
  },
];

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'responses' in value &&
  typeof value.path === 'string';

/** Every endpoint the contract declares, and the OAuth endpoints the server adds. */
export const fuzzedEndpoints: Endpoint[] = [
  ...Object.values(contract as Record<string, unknown>).filter(isEndpoint),
  ...OAUTH_ENDPOINTS,
];

const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { a: [value] };
  return value;
};

/** Values that broke or could break a server: NUL, impossible dates, odd ids, sizes, types. */
const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '%00',
  '2026-02-30',
  '2026-13-45',
  '0000-00-00',
  '9999-12-31',
  '+1',
  '0x7',
  ' 7 ',
  '07',
  '-1',
  '1e309',
  '99999999999999999999',
  "'; drop table users; --",
  '\ud800',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '',
  ' ',
  '🙂'.repeat(300),
  'x'.repeat(20_000),
];
const NASTY_VALUES: unknown[] = [
  ...NASTY_TEXT,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  null,
  true,
  [],
  {},
  [1, 2],
  { $ne: 1 },
  deep(40),
];
const nasty = fc.constantFrom(...NASTY_VALUES);

/** Raw path segments, written into the URL as they are (no encoding). */
const NASTY_SEGMENTS = ['%', '%zz', '%00', '%E0%A4%A', '..', '+1', '0x7', '%207%20', '-0', '1.0'];

const smallId = fc.integer({ min: 1, max: 60 });

function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map(mutable));
  if (schema.allOf?.[0]) return mutable(schema.allOf[0]);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.pattern === '^[1-9]\\d{0,15}$') return smallId.map(String);
      return fc.oneof(
        schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : fc.string(),
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
        smallId.map(String),
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        smallId,
        fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(mutable(schema.items ?? {}), { maxLength: 4 });
    case 'object':
      return objectOf(schema);
    default:
      return fc.oneof(fc.string(), smallId, fc.boolean());
  }
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = mutable(property);
  // Mostly the declared keys, now and then one missing that was required.
  const requiredKeys = [...required].filter((key) => key in model);
  return fc.oneof(
    { weight: 9, arbitrary: fc.record(model, { requiredKeys }) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
  );
}

/** A value for the schema: mostly plausible, one time in eight something nasty. */
function mutable(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 7, arbitrary: plausible(schema) }, { weight: 1, arbitrary: nasty });
}

const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** A URL carries UTF-8 bytes, so a lone surrogate reaches the server as U+FFFD. */
const asUrlText = (value: unknown): string => Buffer.from(asText(value)).toString();

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string };

const RAW_BODIES: Array<{ contentType: string; payload: string }> = [
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { contentType: 'application/json', payload: '{"__proto__":{"admin":true}}' },
  { contentType: 'application/json', payload: '"\\u0000"' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  {
    contentType: 'multipart/form-data; boundary=X',
    payload:
      '--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0089PNG',
  },
  {
    contentType: 'multipart/form-data; boundary=X',
    payload:
      '--X\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--X--\r\n',
  },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%zz&b=%00&&=' },
];

export interface FuzzCase {
  endpoint: Endpoint;
  /** Path parameters, or raw segments put into the URL unencoded. */
  params: Record<string, unknown> | { raw: string };
  query: unknown;
  body: Body | undefined;
  auth: 'user' | 'none' | 'garbage' | 'basic-nul';
}

function caseFor(endpoint: Endpoint): fc.Arbitrary<FuzzCase> {
  const paramsSchema = jsonSchemaOf(endpoint.params);
  const params = fc.oneof(
    { weight: 9, arbitrary: endpoint.params ? objectOf(paramsSchema) : fc.constant({}) },
    { weight: 1, arbitrary: fc.constantFrom(...NASTY_SEGMENTS).map((raw) => ({ raw })) },
  );
  const query = endpoint.query ? mutable(jsonSchemaOf(endpoint.query)) : fc.constant(undefined);
  const bodyValue = mutable(jsonSchemaOf(endpoint.body));
  const body: fc.Arbitrary<Body | undefined> =
    endpoint.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 6, arbitrary: bodyValue.map((value): Body => ({ kind: 'json', value })) },
          { weight: 2, arbitrary: bodyValue.map((value): Body => ({ kind: 'form', value })) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(...RAW_BODIES).map((raw): Body => ({ kind: 'raw', ...raw })),
          },
          { weight: 1, arbitrary: fc.constant(undefined) },
        );
  const auth = fc.constantFrom<FuzzCase['auth']>(
    'user',
    'user',
    'user',
    'none',
    'garbage',
    'basic-nul',
  );
  return fc.record({ endpoint: fc.constant(endpoint), params, query, body, auth });
}

/** One request of a fuzz case, as `inject` takes it. */
export function requestOf(fuzzCase: FuzzCase, bearer: string): InjectOptions {
  const { endpoint, params } = fuzzCase;
  let url: string;
  if ('raw' in params && typeof params.raw === 'string') {
    url = endpoint.path.replace(/:[A-Za-z0-9_]+/g, params.raw);
  } else {
    const texts = Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, asUrlText(value)]),
    );
    try {
      url = buildPath(endpoint.path, texts);
    } catch {
      // A required parameter left out: the path keeps a segment the router cannot match.
      url = endpoint.path.replace(/:[A-Za-z0-9_]+/g, '');
    }
  }
  if (fuzzCase.query && typeof fuzzCase.query === 'object' && !Array.isArray(fuzzCase.query)) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(fuzzCase.query)) search.append(key, asText(value));
    url += `?${search.toString()}`;
  } else if (fuzzCase.query !== undefined) {
    url += `?${encodeURIComponent(asUrlText(fuzzCase.query))}`;
  }

  const headers: Record<string, string> = {};
  if (fuzzCase.auth === 'user') headers.authorization = `Bearer ${bearer}`;
  if (fuzzCase.auth === 'garbage') headers.authorization = 'Bearer %00garbage';
  if (fuzzCase.auth === 'basic-nul') headers.authorization = basicAuth('patient-web\u0000', 'x');
  if (endpoint.path.startsWith('/oauth/') && fuzzCase.auth !== 'basic-nul') {
    headers.authorization = basicAuth();
  }

  const request: InjectOptions = { method: endpoint.method, url, headers };
  const body = fuzzCase.body;
  if (body?.kind === 'json') {
    headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(body.value ?? null);
  } else if (body?.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const form = new URLSearchParams();
    const fields =
      body.value && typeof body.value === 'object' ? body.value : { value: body.value };
    for (const [key, value] of Object.entries(fields)) form.append(key, asText(value));
    request.payload = form.toString();
  } else if (body?.kind === 'raw') {
    headers['content-type'] = body.contentType;
    request.payload = body.payload;
  }
  return request;
}

export interface ServerError {
  method: string;
  path: string;
  status: number;
  request: InjectOptions;
  body: string;
}

export interface FuzzReport {
  sent: number;
  /** How many answers had each status, to see the fuzz reaches past validation. */
  statuses: Record<number, number>;
  /** Every 5xx answer seen. */
  serverErrors: number;
  /** One example of each distinct 5xx: method, declared path and status. */
  distinct: ServerError[];
}

const BATCH = 250;

/**
 * Sends `requests` generated requests through `inject`, signed in as a fresh user made
 * through the real token endpoint (and again whenever the fuzz revoked that user's token).
 */
export async function fuzz(
  app: FastifyInstance,
  options: { requests: number; seed: number; onProgress?: (report: FuzzReport) => void },
): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, statuses: {}, serverErrors: 0, distinct: [] };
  const seen = new Set<string>();
  const anyCase = fc.oneof(...fuzzedEndpoints.map(caseFor));
  let bearer = (await signIn(app)).token;
  for (let batch = 0; report.sent < options.requests; batch += 1) {
    const size = Math.min(BATCH, options.requests - report.sent);
    const cases = fc.sample(anyCase, { seed: options.seed + batch, numRuns: size });
    for (const fuzzCase of cases) {
      const request = requestOf(fuzzCase, bearer);
      const response = await app.inject(request);
      report.sent += 1;
      report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode >= 500) {
        report.serverErrors += 1;
        const key = `${fuzzCase.endpoint.method} ${fuzzCase.endpoint.path} ${response.statusCode}`;
        if (!seen.has(key)) {
          seen.add(key);
          report.distinct.push({
            method: fuzzCase.endpoint.method,
            path: fuzzCase.endpoint.path,
            status: response.statusCode,
            request,
            body: response.body.slice(0, 300),
          });
        }
      }
      if (fuzzCase.auth === 'user' && fuzzCase.endpoint.auth && response.statusCode === 401) {
        bearer = (await signIn(app)).token;
      }
    }
    options.onProgress?.(report);
  }
  return report;
}
