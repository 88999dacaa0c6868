import type { FastifyInstance } from 'fastify';
import { outpatientConsoleRoutes } from './console-routes.ts';
import { followOutpatientPayments } from './payment-events.ts';
import { outpatientRoutes } from './routes.ts';

/** Outpatient bills the HIS sends, and paying several of them as one payment. */
export function outpatientModule(app: FastifyInstance): Promise<void> {
  followOutpatientPayments();
  outpatientRoutes(app);
  outpatientConsoleRoutes(app);
  return Promise.resolve();
}

export { outpatientHisRoutes } from './his-routes.ts';
export {
  closeDuePayments,
  createOutpatientPayment,
  type NewOutpatientPayment,
} from './save-service.ts';
export { payableBills, outpatientPaymentOf, type PayableBill } from './channel-api.ts';
