import {
  batchUpsertHisDischargeChecks,
  batchUpsertHisInpatientCostItems,
  batchUpsertHisInpatientDeposits,
  batchUpsertHisInpatientStays,
  putHisDischargeChecks,
  putHisInpatientCostItem,
  putHisInpatientDeposit,
  putHisInpatientStay,
  type HisInpatientStayWithId,
} from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { applyHisBatch, applyHisPut } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import {
  upsertHisCostItem,
  upsertHisDeposit,
  upsertHisDischargeChecks,
  upsertHisStay,
} from './his-service.ts';

/** The inpatient HIS endpoints (scope his:inpatient), mounted under /his/v1 by the his module. */
export function inpatientHisRoutes(app: FastifyInstance): Promise<void> {
  const stay = (db: Database, item: HisInpatientStayWithId) => upsertHisStay(db, app.clock, item);
  route(app, putHisInpatientStay, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, stay),
  );
  route(app, batchUpsertHisInpatientStays, ({ body }) => applyHisBatch(app.db, body.items, stay));
  route(app, putHisInpatientCostItem, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, upsertHisCostItem),
  );
  route(app, batchUpsertHisInpatientCostItems, ({ body }) =>
    applyHisBatch(app.db, body.items, upsertHisCostItem),
  );
  route(app, putHisInpatientDeposit, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, upsertHisDeposit),
  );
  route(app, batchUpsertHisInpatientDeposits, ({ body }) =>
    applyHisBatch(app.db, body.items, upsertHisDeposit),
  );
  route(app, putHisDischargeChecks, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, upsertHisDischargeChecks),
  );
  route(app, batchUpsertHisDischargeChecks, ({ body }) =>
    applyHisBatch(app.db, body.items, upsertHisDischargeChecks),
  );
  return Promise.resolve();
}
