import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { DemoInspection } from './data/patient-reports.ts';

export interface ReportSheetInput {
  hospitalName: string;
  patientName: string;
  report: DemoInspection;
}

let fontBytes: Promise<Buffer> | undefined;

/** Noto Sans SC from its npm package: PDF's built-in fonts have no Chinese glyphs. */
function chineseFont(): Promise<Buffer> {
  if (!fontBytes) {
    const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
    fontBytes = readFile(join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf'));
  }
  return fontBytes;
}

const formatTime = (time: string) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(time));

/**
 * An A5 inspection sheet as the hospital prints it: header, patient line, findings,
 * signature. The same input draws the same sheet, so sending it again changes nothing.
 */
export async function renderReportSheet({
  hospitalName,
  patientName,
  report,
}: ReportSheetInput): Promise<Buffer> {
  const font = await chineseFont();
  // Dated by the report, not by when it is drawn, so drawing it again gives the same bytes.
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: { Title: report.title, CreationDate: new Date(report.reportedAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('body', font);
  doc.font('body');
  const width = doc.page.width - 72;

  doc.fontSize(16).text(hospitalName, { align: 'center', width });
  doc.fontSize(13).text(`${report.title}报告单`, { align: 'center', width }).moveDown(0.8);
  doc.fontSize(9);
  doc.text(`姓名：${patientName}    报告编号：${report.reportNo}`);
  doc.text(`申请科室：${report.department}    检查部位：${report.examPart}`);
  doc.text(`检查方法：${report.method}    检查时间：${formatTime(report.collectedAt)}`);
  doc
    .moveTo(36, doc.y + 6)
    .lineTo(36 + width, doc.y + 6)
    .stroke()
    .moveDown(1);
  doc.fontSize(11).text('检查所见').moveDown(0.3);
  doc.fontSize(10).text(report.findings, { width, lineGap: 3 }).moveDown(0.8);
  doc.fontSize(11).text('诊断意见').moveDown(0.3);
  doc.fontSize(10).text(report.conclusion, { width, lineGap: 3 }).moveDown(1.5);
  doc.fontSize(9);
  doc.text(`报告医生：${report.doctorName}    报告时间：${formatTime(report.reportedAt)}`);
  doc.text('本报告仅供临床参考，请结合临床。', { width });
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
