import { listHisPayments } from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { settlementsSince } from './his-service.ts';

/** The payments' HIS endpoint, mounted under /his/v1 by the his module. */
export async function paymentsHisRoutes(app: FastifyInstance): Promise<void> {
  route(app, listHisPayments, ({ query }) => settlementsSince(app.db, query, app.clock.now()));
}
