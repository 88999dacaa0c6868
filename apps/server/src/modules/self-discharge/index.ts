import type { FastifyInstance } from 'fastify';
import { selfDischargeRoutes } from './routes.ts';
import { followSettlementPayments } from './settle-service.ts';

export { selfDischargeHisRoutes } from './his-routes.ts';

/**
 * Self-discharge: the HIS's trial settlement, discharge papers and summary, and settling a
 * stay from the phone once, the balance paid or the surplus refunded to the deposits.
 */
export function selfDischargeModule(app: FastifyInstance): Promise<void> {
  followSettlementPayments();
  selfDischargeRoutes(app);
  return Promise.resolve();
}
