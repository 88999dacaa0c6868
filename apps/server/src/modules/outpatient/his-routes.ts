import {
  batchUpsertHisOutpatientBills,
  getHisCreditLine,
  putHisCreditLine,
  putHisOutpatientBill,
  refundHisOutpatientItem,
  voidHisOutpatientBill,
  windowPaidHisOutpatientBill,
} from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { applyHisBatch, applyHisPut } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import { hisCreditLine, setCreditLine } from './credit-service.ts';
import { refundHisBillItem, upsertHisBill, voidHisBill, windowPaidHisBill } from './his-service.ts';

/** Outpatient bills' and credit lines' HIS endpoints, mounted under /his/v1 by the his module. */
export function outpatientHisRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.clock.now();
  const deps = depsOf(app);
  route(app, putHisCreditLine, ({ params, body }) => setCreditLine(deps, params.cardNo, body));
  route(app, getHisCreditLine, ({ params }) => hisCreditLine(deps, params.cardNo));
  route(app, putHisOutpatientBill, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, (tx, bill) =>
      upsertHisBill(tx, bill, now()),
    ),
  );
  route(app, batchUpsertHisOutpatientBills, ({ body }) =>
    applyHisBatch(app.db, body.items, (tx, bill) => upsertHisBill(tx, bill, now())),
  );
  route(app, voidHisOutpatientBill, ({ params }) =>
    applyHisPut(app.db, params.hisId, params.hisId, (tx, hisId) => voidHisBill(tx, hisId, now())),
  );
  route(app, windowPaidHisOutpatientBill, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, params.hisId, (tx, hisId) =>
      windowPaidHisBill(tx, hisId, new Date(body.paidAt), now()),
    ),
  );
  route(app, refundHisOutpatientItem, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, params, (tx, { hisId, lineNo }) =>
      refundHisBillItem(tx, hisId, lineNo, body.reason),
    ),
  );
  return Promise.resolve();
}
