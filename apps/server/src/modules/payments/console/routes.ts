import {
  approveRefundRequestEndpoint,
  listPaymentOrdersEndpoint,
  listRefundRequestsEndpoint,
  paymentOrderDetailEndpoint,
  reconciliationCsvEndpoint,
  reconciliationEndpoint,
  refundPaymentOrderEndpoint,
  rejectRefundRequestEndpoint,
} from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsOf } from '../../../deps.ts';
import { notFound } from '../../../http/http-error.ts';
import { route } from '../../../http/route.ts';
import { consoleRateLimit } from '../../../http/route-limits.ts';
import { findFinanceOrder, listOrders, refundsOfOrder } from './orders-repository.ts';
import { reconciliationCsv } from './reconciliation-csv.ts';
import { reconcileDay } from './reconciliation-service.ts';
import { listRefundRequests, requestsOfOrder } from './refund-requests-repository.ts';
import {
  approveRefundRequest,
  askForRefund,
  rejectRefundRequest,
} from './refund-requests-service.ts';

/** The finance pages of the console: payment orders, refunds with approval, reconciliation. */
export function financeConsoleRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);
  const actor = (staff: { id: number }, request: { id: string }) => ({
    staffId: staff.id,
    requestId: request.id,
  });

  route(app, listPaymentOrdersEndpoint, async ({ query }) => ({
    ...(await listOrders(deps.db, query)),
    page: query.page,
    pageSize: query.pageSize,
  }));

  route(app, paymentOrderDetailEndpoint, async ({ params }) => {
    const order = await findFinanceOrder(deps.db, params.id);
    if (!order) throw notFound('支付订单不存在');
    return {
      ...order,
      refunds: await refundsOfOrder(deps.db, order.id),
      refundRequests: await requestsOfOrder(deps.db, order.id),
    };
  });

  route(app, refundPaymentOrderEndpoint, ({ params, body, staff, request }) =>
    askForRefund(deps, actor(staff, request), params.id, body),
  );

  route(app, listRefundRequestsEndpoint, async ({ query, staff }) => {
    const { items, total } = await listRefundRequests(deps.db, query);
    return {
      items: items.map((item) => ({ ...item, mine: item.requestedBy.id === staff.id })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  route(app, approveRefundRequestEndpoint, ({ params, staff, request }) =>
    approveRefundRequest(deps, actor(staff, request), params.id),
  );

  route(app, rejectRefundRequestEndpoint, ({ params, body, staff, request }) =>
    rejectRefundRequest(deps, actor(staff, request), params.id, body.note),
  );

  route(app, reconciliationEndpoint, ({ query }) => reconcileDay(deps, query.date));

  // A file, not JSON: registered by hand so the text goes out as it is.
  app.withTypeProvider<ZodTypeProvider>().get(
    reconciliationCsvEndpoint.path,
    {
      schema: {
        summary: reconciliationCsvEndpoint.summary,
        tags: ['console'],
        querystring: reconciliationCsvEndpoint.query,
        security: [{ bearer: [] }],
      },
      preValidation: app.authenticateStaff(reconciliationCsvEndpoint.auth.staff),
      config: consoleRateLimit(app.config),
    },
    async (request, reply) => {
      const { date } = request.query;
      const csv = reconciliationCsv(await reconcileDay(deps, date));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="reconciliation-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
