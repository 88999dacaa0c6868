import {
  HIS_REPORT_PDF_MAX_BYTES,
  hisBatchReportsEndpoint,
  hisPutReportEndpoint,
  hisPutReportPdfEndpoint,
} from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { refusedAsConflict, upsertEach } from '../../http/his-upsert.ts';
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

  route(app, hisPutReportEndpoint, async ({ params, body }) =>
    refusedAsConflict(await upsertHisReport(deps, params.hisId, body)),
  );
  route(app, hisBatchReportsEndpoint, ({ body }) =>
    upsertEach(body.items, ({ hisId, ...report }) => upsertHisReport(deps, hisId, report)),
  );
  route(app, hisPutReportPdfEndpoint, async ({ params, request }) => {
    if (!Buffer.isBuffer(request.body)) throw badRequest('请以 application/pdf 发送报告PDF');
    const result = await storeHisReportPdf(deps, params.hisId, request.body);
    if (!result) throw notFound(`报告 ${params.hisId} 不存在`);
    return result;
  });
}
