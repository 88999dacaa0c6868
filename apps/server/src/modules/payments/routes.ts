import { paymentListEndpoint } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { notifyRoutes } from './notify-routes.ts';
import { listPaymentRecords } from './records-repository.ts';

/**
 * The providers' notify endpoints and the payment records list; one record's detail is the
 * outpatient module's, which adds the bills an outpatient payment paid.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(notifyRoutes);

  route(app, paymentListEndpoint, async ({ user }) => listPaymentRecords(app.db, user.id));
}
