import { flagResult } from '@hospital/contract';
import type { Database } from '../../../src/db/client.ts';
import { reportAttachments, reportItems, reports } from '../../../src/db/schema/index.ts';
import { TEST_NOW } from '../../helpers/test-clock.ts';

let sequence = 0;

export interface ItemFixture {
  code: string;
  value: string;
  low?: number | null;
  high?: number | null;
  text?: string | null;
}

/** A test report straight in the database, as the hospital's systems would deliver it. */
export async function insertTestReport(
  db: Database,
  patientId: number,
  values: { title?: string; category?: string; reportedAt: Date; items: ItemFixture[] },
): Promise<number> {
  const [report] = await db
    .insert(reports)
    .values({
      patientId,
      kind: 'test',
      reportNo: `T${TEST_NOW.getTime()}${++sequence}`,
      title: values.title ?? '血常规',
      category: values.category ?? '血液',
      department: '全科医学科',
      doctorName: '王医生',
      subject: '静脉血',
      collectedAt: new Date(values.reportedAt.getTime() - 3600_000),
      reportedAt: values.reportedAt,
    })
    .returning({ id: reports.id });
  await db.insert(reportItems).values(
    values.items.map((item, sort) => {
      const reference = { low: item.low ?? null, high: item.high ?? null, text: item.text ?? null };
      return {
        reportId: report!.id,
        sort,
        code: item.code,
        name: item.code,
        value: item.value,
        unit: '',
        referenceLow: reference.low,
        referenceHigh: reference.high,
        referenceText: reference.text,
        flag: flagResult(item.value, reference),
      };
    }),
  );
  return report!.id;
}

/** Stands for the sheet the HIS sends: only its first bytes make it a PDF. */
export const INSPECTION_PDF = Buffer.from('%PDF-1.4\n% test sheet\n');

export async function insertInspection(
  db: Database,
  patientId: number,
  values: { reportedAt: Date; withPdf?: boolean; category?: string },
): Promise<{ id: number; attachmentId: number | null }> {
  const [report] = await db
    .insert(reports)
    .values({
      patientId,
      kind: 'inspection',
      reportNo: `I${TEST_NOW.getTime()}${++sequence}`,
      title: '胸部CT平扫',
      category: values.category ?? 'CT',
      department: '呼吸内科',
      doctorName: '李医生',
      subject: '胸部',
      method: 'CT平扫',
      findings: '双肺纹理清晰。',
      conclusion: '未见明显异常。',
      collectedAt: new Date(values.reportedAt.getTime() - 3600_000),
      reportedAt: values.reportedAt,
    })
    .returning({ id: reports.id });
  if (!values.withPdf) return { id: report!.id, attachmentId: null };
  const [attachment] = await db
    .insert(reportAttachments)
    .values({ reportId: report!.id, content: INSPECTION_PDF })
    .returning({ id: reportAttachments.id });
  return { id: report!.id, attachmentId: attachment!.id };
}

/** 10:00 in China on a day of January 2025. */
export const chinaDay = (day: number) =>
  new Date(`2025-01-${String(day).padStart(2, '0')}T10:00:00+08:00`);
