import {
  getCheckReportDetail,
  getCheckReports,
  getInspectReportDetail,
  getInspectReports,
  getReportCommentDetail,
  saveReportComment,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
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

  route(app, getCheckReports, ({ query, user }) => listOwnReports(deps, user.id, 'test', query));

  route(app, getInspectReports, ({ query, user }) =>
    listOwnReports(deps, user.id, 'inspection', query),
  );

  route(app, getCheckReportDetail, ({ query, user }) => testReportDetail(deps, user.id, query.id));

  route(app, getInspectReportDetail, ({ query, user }) =>
    inspectionReportDetail(deps, user.id, query.id),
  );

  route(app, getReportCommentDetail, async ({ query, user }) => ({
    comment: await reportCommentOf(deps, user.id, query.reportId),
  }));

  route(app, saveReportComment, ({ body, user }) => commentOnReport(deps, user.id, body));

  registerReportFiles(app);
}
