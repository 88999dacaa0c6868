import {
  flagResult,
  type checkReportDetailEndpoint,
  type inspectReportDetailEndpoint,
  type ReportComment,
  type ReportKind,
  type ReportListQuery,
  type ReportSummary,
  type ResponseOf,
  type TestResultItem,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { findComment, insertComment } from './comments-repository.ts';
import {
  attachmentUrl,
  earlierValues,
  findOwnedAttachment,
  findReport,
  isOwnPatient,
  listItems,
  listReports,
  toSummary,
} from './repository.ts';

type ReportDeps = Pick<ServerDeps, 'db'>;

const REPORT_NOT_FOUND = '报告不存在';

export async function listOwnReports(
  deps: ReportDeps,
  userId: number,
  kind: ReportKind,
  query: ReportListQuery,
): Promise<ReportSummary[]> {
  // Another account's patient answers exactly like an unknown one.
  if (!(await isOwnPatient(deps.db, userId, query.patientId))) throw notFound('就诊人不存在');
  return listReports(deps.db, userId, kind, query);
}

async function ownedReport(deps: ReportDeps, userId: number, id: number, kind?: ReportKind) {
  const row = await findReport(deps.db, userId, id, kind);
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}

/** Each result with its flag and the patient's earlier values of the same test. */
export async function testReportDetail(
  deps: ReportDeps,
  userId: number,
  id: number,
): Promise<ResponseOf<typeof checkReportDetailEndpoint>> {
  const row = await ownedReport(deps, userId, id, 'test');
  const items = await listItems(deps.db, row.report.id);
  const history = await earlierValues(deps.db, { ...row.report, patientId: row.patientId }, [
    ...new Set(items.map((i) => i.code)),
  ]);
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
}

export async function inspectionReportDetail(
  deps: ReportDeps,
  userId: number,
  id: number,
): Promise<ResponseOf<typeof inspectReportDetailEndpoint>> {
  const row = await ownedReport(deps, userId, id, 'inspection');
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
}

export async function reportCommentOf(
  deps: ReportDeps,
  userId: number,
  reportId: number,
): Promise<ReportComment | null> {
  await ownedReport(deps, userId, reportId);
  return findComment(deps.db, userId, reportId);
}

export async function commentOnReport(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  userId: number,
  values: { reportId: number; rating: number; text: string },
): Promise<ReportComment> {
  await ownedReport(deps, userId, values.reportId);
  return insertComment(deps.db, userId, { ...values, createdAt: deps.clock.now() });
}

/** A report's PDF, as the HIS sent it, for the patient's owner; null for anyone else. */
export async function reportPdf(
  deps: ReportDeps,
  userId: number,
  attachmentId: number,
): Promise<Uint8Array | null> {
  return findOwnedAttachment(deps.db, userId, attachmentId);
}
