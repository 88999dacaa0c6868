import {
  checkReportDetailEndpoint,
  checkReportsEndpoint,
  inspectReportDetailEndpoint,
  inspectReportsEndpoint,
  reportCommentDetailEndpoint,
  saveReportCommentEndpoint,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { reportConsoleRoutes } from './console-routes.ts';
import { registerReportFiles } from './file-routes.ts';
import {
  commentOnReport,
  inspectionReportDetail,
  listOwnReports,
  reportCommentOf,
  testReportDetail,
} from './service.ts';

/** Test and inspection reports of the user's own patients. */
export async function reportsModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);

  route(app, checkReportsEndpoint, ({ query, user }) =>
    listOwnReports(deps, user.id, 'test', query),
  );

  route(app, inspectReportsEndpoint, ({ query, user }) =>
    listOwnReports(deps, user.id, 'inspection', query),
  );

  route(app, checkReportDetailEndpoint, ({ query, user }) =>
    testReportDetail(deps, user.id, query.id),
  );

  route(app, inspectReportDetailEndpoint, ({ query, user }) =>
    inspectionReportDetail(deps, user.id, query.id),
  );

  route(app, reportCommentDetailEndpoint, async ({ query, user }) => ({
    comment: await reportCommentOf(deps, user.id, query.reportId),
  }));

  route(app, saveReportCommentEndpoint, ({ body, user }) => commentOnReport(deps, user.id, body));

  registerReportFiles(app);
  reportConsoleRoutes(app);
}
