import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Fetch } from './types.ts';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A `fetch` answered by this same Fastify app through `inject`: the sandbox twins run the
 * real protocol clients end to end with no network and no known port. Only the path and
 * query of the URL matter.
 */
export function inProcessFetch(app: FastifyInstance): Fetch {
  return async (url, init = {}) => {
    const target = new URL(url);
    const payload =
      init.body === undefined || init.body === null ? undefined : payloadOf(init.body);
    const response = await app.inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: target.pathname + target.search,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(payload !== undefined && { payload }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    // The raw bytes: a bill arrives as a zip, which a text round trip would corrupt.
    return new Response(NULL_BODY_STATUSES.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

function payloadOf(body: NonNullable<RequestInit['body']>): string | Buffer {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  // Raw bytes as they are: a report's PDF.
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new TypeError('in-process fetch sends only string, form or byte bodies');
}
