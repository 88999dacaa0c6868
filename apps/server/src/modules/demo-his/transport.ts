import type { FastifyInstance } from 'fastify';
import { inProcessFetch } from '../../providers/in-process-fetch.ts';
import { SANDBOX_ORIGIN } from '../../providers/sandbox-hosts.ts';
import type { Fetch } from '../../providers/types.ts';

/** How the demo HIS reaches our API: the same requests either way, only the wire differs. */
export interface HisTransport {
  fetch: Fetch;
  origin: string;
}

/** Over the network, to a listening server: what a real HIS does. */
export const httpTransport = (origin: string): HisTransport => ({
  fetch: (url, init) => globalThis.fetch(url, init),
  origin,
});

/** Through `inject`, for tests that need the demo hospital without a port. */
export const inProcessTransport = (app: FastifyInstance): HisTransport => ({
  fetch: inProcessFetch(app),
  origin: SANDBOX_ORIGIN,
});
