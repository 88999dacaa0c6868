import { outpatientBillsOfOrderEndpoint, refundBillLineEndpoint } from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { financeBillsOfOrder } from './console-repository.ts';
import { refundLineOfOrder } from './console-service.ts';

/** The finance console's view of an outpatient payment's bills, and a line's refund. */
export function outpatientConsoleRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, outpatientBillsOfOrderEndpoint, async ({ params }) => {
    const payment = await financeBillsOfOrder(deps.db, params.id);
    if (!payment) throw notFound('该订单不是门诊缴费');
    return payment;
  });

  route(app, refundBillLineEndpoint, ({ params, body, staff, request }) =>
    refundLineOfOrder(
      deps,
      { staffId: staff.id, requestId: request.id },
      params.id,
      params.lineId,
      body.reason,
    ),
  );
}
