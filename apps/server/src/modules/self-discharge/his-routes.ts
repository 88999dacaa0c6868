import {
  batchUpsertHisDischargeSummaries,
  batchUpsertHisTrialSettlements,
  HIS_DISCHARGE_PDF_MAX_BYTES,
  hisPutDischargeDocumentEndpoint,
  putHisDischargeSummary,
  putHisTrialSettlement,
  type HisDischargeSummary,
  type HisTrialSettlementItem,
} from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { depsOf } from '../../deps.ts';
import { badRequest, conflict } from '../../http/http-error.ts';
import { applyHisBatch, applyHisPut, HisRefusal } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import { storeHisDocument, upsertHisSummary, upsertHisTrial } from './his-service.ts';

/** Trial settlements, discharge summaries and discharge PDFs from the HIS, under /his/v1. */
export function selfDischargeHisRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  // Only this scope takes raw PDFs, and no larger than a bill can be.
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: HIS_DISCHARGE_PDF_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const trial = (db: Database, item: HisTrialSettlementItem) => upsertHisTrial(deps, db, item);
  route(app, putHisTrialSettlement, ({ params, body }) =>
    applyHisPut(deps.db, params.hisId, { ...body, hisId: params.hisId }, trial),
  );
  route(app, batchUpsertHisTrialSettlements, ({ body }) =>
    applyHisBatch(deps.db, body.items, trial),
  );
  const summary = (db: Database, item: HisDischargeSummary & { hisId: string }) =>
    upsertHisSummary(db, item);
  route(app, putHisDischargeSummary, ({ params, body }) =>
    applyHisPut(deps.db, params.hisId, { ...body, hisId: params.hisId }, summary),
  );
  route(app, batchUpsertHisDischargeSummaries, ({ body }) =>
    applyHisBatch(deps.db, body.items, summary),
  );
  route(app, hisPutDischargeDocumentEndpoint, async ({ params, request }) => {
    if (!Buffer.isBuffer(request.body)) throw badRequest('请以 application/pdf 发送 PDF');
    try {
      const status = await storeHisDocument(deps, params.hisId, params.kind, request.body);
      return { hisId: params.hisId, status };
    } catch (error) {
      if (error instanceof HisRefusal) throw conflict(error.message, 'HIS_REFUSED');
      throw error;
    }
  });
  return Promise.resolve();
}
