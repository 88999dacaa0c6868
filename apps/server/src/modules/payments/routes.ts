import { outpatPayDetailEndpoint, paymentListEndpoint } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { notifyRoutes } from './notify-routes.ts';
import { findPaymentRecord, listPaymentRecords } from './records-repository.ts';

/** The providers' notify endpoints and the payment records pages. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(notifyRoutes);

  route(app, paymentListEndpoint, async ({ user }) => listPaymentRecords(app.db, user.id));

  route(app, outpatPayDetailEndpoint, async ({ params, user }) => {
    const record = await findPaymentRecord(app.db, user.id, params.id);
    if (!record) throw notFound('支付记录不存在');
    return record;
  });
}
