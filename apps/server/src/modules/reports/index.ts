import {
  flagResult,
  getCheckReportDetail,
  getCheckReports,
  getInspectReportDetail,
  getInspectReports,
  getReportCommentDetail,
  saveReportComment,
  type ReportKind,
  type ReportListQuery,
  type TestResultItem,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { findComment, insertComment } from './comments.ts';
import { registerReportFiles } from './files.ts';
import {
  attachmentUrl,
  earlierValues,
  findReport,
  isOwnPatient,
  listItems,
  listReports,
  toSummary,
} from './repo.ts';

const REPORT_NOT_FOUND = '报告不存在';

/** Test and inspection reports of the user's own patients. */
export async function reportsModule(app: FastifyInstance): Promise<void> {
  const { db } = app;

  const list = async (userId: number, kind: ReportKind, query: ReportListQuery) => {
    // Another account's patient answers exactly like an unknown one.
    if (!(await isOwnPatient(db, userId, query.patientId))) throw notFound('就诊人不存在');
    return listReports(db, userId, kind, query);
  };

  const owned = async (userId: number, id: number, kind?: ReportKind) => {
    const row = await findReport(db, userId, id, kind);
    if (!row) throw notFound(REPORT_NOT_FOUND);
    return row;
  };

  route(app, getCheckReports, ({ query, user }) => list(user.id, 'test', query));

  route(app, getInspectReports, ({ query, user }) => list(user.id, 'inspection', query));

  route(app, getCheckReportDetail, async ({ query, user }) => {
    const row = await owned(user.id, query.id, 'test');
    const items = await listItems(db, row.report.id);
    const history = await earlierValues(db, row.report, [...new Set(items.map((i) => i.code))]);
    return {
      ...toSummary(row),
      specimen: row.report.subject,
      doctorName: row.report.doctorName,
      sampledAt: row.report.collectedAt.toISOString(),
      items: items.map((item): TestResultItem => {
        const reference = {
          low: item.referenceLow,
          high: item.referenceHigh,
          text: item.referenceText,
        };
        return {
          id: item.id,
          code: item.code,
          name: item.name,
          value: item.value,
          unit: item.unit,
          reference,
          flag: flagResult(item.value, reference),
          history: history.get(item.code) ?? [],
        };
      }),
    };
  });

  route(app, getInspectReportDetail, async ({ query, user }) => {
    const row = await owned(user.id, query.id, 'inspection');
    const { report } = row;
    return {
      ...toSummary(row),
      examPart: report.subject,
      method: report.method,
      doctorName: report.doctorName,
      examinedAt: report.collectedAt.toISOString(),
      findings: report.findings,
      conclusion: report.conclusion,
      attachmentUrl: row.attachmentId === null ? null : attachmentUrl(row.attachmentId),
    };
  });

  route(app, getReportCommentDetail, async ({ query, user }) => {
    await owned(user.id, query.reportId);
    return { comment: await findComment(db, user.id, query.reportId) };
  });

  route(app, saveReportComment, async ({ body, user }) => {
    await owned(user.id, body.reportId);
    return insertComment(db, user.id, body);
  });

  registerReportFiles(app);
}
