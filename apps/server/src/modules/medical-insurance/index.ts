import type { FastifyInstance } from 'fastify';
import { onMixedOrderNotify } from '../payments/index.ts';
import { offerOutpatientInsurance } from './outpatient-subject.ts';
import { insuranceRoutes } from './routes.ts';
import { followMixedOrderNotify, sendReversalsFromOutbox } from './sync-service.ts';

export { insurableSubject, type InsurableSubject } from './subjects.ts';

/**
 * Paying with national medical insurance (WeChat's channel and hcare): the e-certificate,
 * the insurer's split shown before paying and charged as shown, the mixed order through the
 * payment core (confirmed by the insurer's notify, or by a query when none came), and the
 * reversal of an insurance part whose cash part failed. Subject modules register what they
 * offer with `insurableSubject`.
 */
export function medicalInsuranceModule(app: FastifyInstance): Promise<void> {
  sendReversalsFromOutbox();
  onMixedOrderNotify(followMixedOrderNotify);
  offerOutpatientInsurance();
  insuranceRoutes(app);
  return Promise.resolve();
}
