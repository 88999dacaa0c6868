import type { FastifyInstance } from 'fastify';
import { inProcessFetch } from '../../providers/in-process-fetch.ts';
import { SANDBOX_ORIGIN } from '../../providers/sandbox-hosts.ts';
import type { Fetch } from '../../providers/types.ts';

/** The network for receivers outside; this server itself for the in-process demo HIS. */
export function webhookFetch(app: FastifyInstance): Fetch {
  const inProcess = inProcessFetch(app);
  return (url, init) =>
    url.startsWith(`${SANDBOX_ORIGIN}/`) ? inProcess(url, init) : globalThis.fetch(url, init);
}
