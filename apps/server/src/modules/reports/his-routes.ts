import {
  HIS_REPORT_PDF_MAX_BYTES,
  hisBatchReportsEndpoint,
  hisPutReportEndpoint,
  hisPutReportPdfEndpoint,
} from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { depsOf } from '../../deps.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { applyHisBatch, applyHisPut } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import { storeHisReportPdf, upsertHisReport } from './his-service.ts';

/** Reports and their PDFs from the HIS, mounted under /his/v1 by the his module. */
export async function reportsHisRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  // Only this scope takes raw PDFs, and no larger than a report's sheet can be.
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: HIS_REPORT_PDF_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  const upsert = (db: Database, item: Parameters<typeof upsertHisReport>[1]) =>
    upsertHisReport({ db }, item);
  route(app, hisPutReportEndpoint, ({ params, body }) =>
    applyHisPut(deps.db, params.hisId, { ...body, hisId: params.hisId }, upsert),
  );
  route(app, hisBatchReportsEndpoint, ({ body }) => applyHisBatch(deps.db, body.items, upsert));
  route(app, hisPutReportPdfEndpoint, async ({ params, request }) => {
    if (!Buffer.isBuffer(request.body)) throw badRequest('请以 application/pdf 发送报告PDF');
    const result = await storeHisReportPdf(deps, params.hisId, request.body);
    if (!result) throw notFound(`报告 ${params.hisId} 不存在`);
    return result;
  });
}
