import type { FastifyInstance } from 'fastify';
import { natRoutes } from './routes.ts';
import { followNatPayments } from './service.ts';

export { natHisRoutes } from './his-routes.ts';
export { expireNatOrders } from './service.ts';

/** Nucleic-acid tests: the items on offer, ordering one for a patient, and paying for it. */
export function nucleicAcidModule(app: FastifyInstance): Promise<void> {
  followNatPayments();
  natRoutes(app);
  return Promise.resolve();
}
export { forgetNatPreRecordsOf } from './forget-repository.ts';
