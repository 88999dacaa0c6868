import { isDeepStrictEqual } from 'node:util';
import { flagResult } from '@hospital/contract';
import {
  HIS_REPORT_PDF_MAX_BYTES,
  type HisReport,
  type HisUpsertResult,
} from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
import { HisRefusal, type HisWrite } from '../../http/his-batch.ts';
import { badRequest } from '../../http/http-error.ts';
import { cardHolder } from '../patients/index.ts';
import {
  findHisIdOfReportNo,
  findReportIdOfHisId,
  insertHisReport,
  listHisReportItems,
  lockHisReport,
  replaceReportItems,
  updateHisReport,
  upsertAttachment,
  type HisReportItemValues,
  type HisReportValues,
} from './his-repository.ts';

type HisReportDeps = Pick<ServerDeps, 'db'>;

function toValues(report: HisReport, patientId: number | null): HisReportValues {
  const test = report.kind === 'test';
  return {
    patientId,
    cardNo: report.cardNo,
    kind: report.kind,
    reportNo: report.reportNo,
    title: report.title,
    category: report.category,
    department: report.department,
    doctorName: report.doctorName,
    subject: test ? report.specimen : report.examPart,
    method: test ? '' : report.method,
    findings: test ? '' : report.findings,
    conclusion: test ? '' : report.conclusion,
    collectedAt: new Date(report.collectedAt),
    reportedAt: new Date(report.reportedAt),
  };
}

function toItems(report: HisReport): HisReportItemValues[] {
  if (report.kind !== 'test') return [];
  return report.items.map((item, sort) => ({
    sort,
    code: item.code,
    name: item.name,
    value: item.value,
    unit: item.unit,
    referenceLow: item.referenceLow,
    referenceHigh: item.referenceHigh,
    referenceText: item.referenceText,
    // The phone flags with the same rule, so the list and the detail page agree.
    flag: flagResult(item.value, {
      low: item.referenceLow,
      high: item.referenceHigh,
      text: item.referenceText,
    }),
  }));
}

/**
 * Creates or replaces the report the HIS knows by `hisId`, with its lines, in the item's
 * transaction (`applyHisItem`). A report names a patient card the HIS registered; it
 * shows to the patient holding that card.
 */
export async function upsertHisReport(
  deps: HisReportDeps,
  { hisId, ...report }: HisReport & { hisId: string },
): Promise<HisWrite> {
  const { db } = deps;
  const holder = await cardHolder(deps, report.cardNo);
  if (!holder) throw new HisRefusal(`就诊卡 ${report.cardNo} 未登记`);
  const values = toValues(report, holder.patientId);
  const items = toItems(report);
  const numbered = await findHisIdOfReportNo(db, report.reportNo);
  if (numbered && numbered.hisId !== hisId) {
    throw new HisRefusal(`报告编号 ${report.reportNo} 已属于其他报告`);
  }
  let existing = await lockHisReport(db, hisId);
  if (!existing) {
    const id = await insertHisReport(db, hisId, values);
    if (id !== null) {
      await replaceReportItems(db, id, items);
      return 'created';
    }
    // The same upsert arrived twice at once and the other one committed first.
    existing = await lockHisReport(db, hisId);
    if (!existing) throw new Error(`report ${hisId} neither inserted nor found`);
  }
  const storedItems = await listHisReportItems(db, existing.id);
  const same =
    isDeepStrictEqual(comparable(existing), comparable(values)) &&
    isDeepStrictEqual(
      storedItems.map(({ id: _id, reportId: _reportId, ...item }) => item),
      items,
    );
  if (same) return 'unchanged';
  await updateHisReport(db, existing.id, values);
  await replaceReportItems(db, existing.id, items);
  return 'updated';
}

/** The written columns, times as instants. */
function comparable(row: HisReportValues) {
  return {
    patientId: row.patientId ?? null,
    cardNo: row.cardNo ?? null,
    kind: row.kind,
    reportNo: row.reportNo,
    title: row.title,
    category: row.category,
    department: row.department,
    doctorName: row.doctorName,
    subject: row.subject,
    method: row.method ?? '',
    findings: row.findings ?? '',
    conclusion: row.conclusion ?? '',
    collectedAt: row.collectedAt.getTime(),
    reportedAt: row.reportedAt.getTime(),
  };
}

/** Every PDF starts with this header (ISO 32000-1, 7.5.2). */
const PDF_MAGIC = Buffer.from('%PDF-');

/** Stores the report's PDF; null when the HIS has sent no report with that id. */
export async function storeHisReportPdf(
  deps: HisReportDeps,
  hisId: string,
  bytes: Buffer,
): Promise<HisUpsertResult | null> {
  if (bytes.length > HIS_REPORT_PDF_MAX_BYTES) {
    throw badRequest(`报告PDF不能超过${HIS_REPORT_PDF_MAX_BYTES / 1024 / 1024}MB`);
  }
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw badRequest('请求内容不是PDF文件');
  }
  const reportId = await findReportIdOfHisId(deps.db, hisId);
  if (reportId === null) return null;
  return { hisId, status: await upsertAttachment(deps.db, reportId, bytes) };
}
