import type { FastifyInstance } from 'fastify';
import { followAdmissionDeposits } from './deposit-service.ts';
import { selfAdmissionRoutes } from './routes.ts';

export { expireAdmissionDeposits } from './deposit-service.ts';
export { selfAdmissionHisRoutes } from './his-routes.ts';

/**
 * Self-admission: the pre-admission notices the HIS sends, the details the patient fills in,
 * and the pre-admission deposit paid through the payment core.
 */
export function selfAdmissionModule(app: FastifyInstance): Promise<void> {
  followAdmissionDeposits();
  selfAdmissionRoutes(app);
  return Promise.resolve();
}
