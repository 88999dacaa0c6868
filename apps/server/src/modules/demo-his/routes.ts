import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { DEMO_HIS_WEBHOOK_PATH } from '../webhooks/index.ts';
import { isDemoHisFed } from './feed-state.ts';
import { receiveWebhook } from './receiver-service.ts';
import { inProcessTransport } from './transport.ts';

/** The readiness of the demo hospital, for whatever waits to use it (the e2e setup). */
export const DEMO_HIS_STATUS_PATH = '/demo-his/status';

// A failure is a 503 so that the delivery is tried again later.
const STATUS_OF = { 'bad-signature': 401, 'bad-envelope': 400, failed: 503 } as const;

/**
 * The demo HIS's side of the wire, not our API: it is the receiver a hospital would run,
 * so it speaks raw HTTP like one, outside the contract.
 */
export async function demoHisRoutes(app: FastifyInstance): Promise<void> {
  // The signature covers the bytes as sent: keep them unparsed.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  // Acting on an event, the demo HIS calls our API in process: it lives in this server.
  const deps = { ...depsOf(app), transport: inProcessTransport(app) };
  app.post(DEMO_HIS_WEBHOOK_PATH, async (request, reply) => {
    const receipt = await receiveWebhook(deps, {
      body: typeof request.body === 'string' ? request.body : '',
      timestamp: request.headers['x-webhook-timestamp'],
      signature: request.headers['x-webhook-signature'],
    });
    if (receipt === 'bad-signature' || receipt === 'bad-envelope' || receipt === 'failed')
      return reply.code(STATUS_OF[receipt]).send({ error: receipt });
    return reply.send({ received: true, duplicate: receipt === 'duplicate' });
  });

  app.get(DEMO_HIS_STATUS_PATH, async (_request, reply) => {
    const fed = isDemoHisFed(app);
    return reply.code(fed ? 200 : 503).send({ fed });
  });
}
