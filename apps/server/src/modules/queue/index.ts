import type { FastifyInstance } from 'fastify';
import { queueRoutes } from './routes.ts';

/** Where patients stand in today's clinic queues. */
export async function queueModule(app: FastifyInstance): Promise<void> {
  queueRoutes(app);
}
