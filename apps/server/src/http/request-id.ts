import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a proxy or client may name a request by; anything else could forge or flood the logs. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's `x-request-id` when it is a sane id, else a fresh one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
