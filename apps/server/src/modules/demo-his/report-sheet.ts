import { renderSheet } from './pdf.ts';
import type { DemoInspection } from './data/patient-reports.ts';

export interface ReportSheetInput {
  hospitalName: string;
  patientName: string;
  report: DemoInspection;
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
export function renderReportSheet({
  hospitalName,
  patientName,
  report,
}: ReportSheetInput): Promise<Buffer> {
  // Dated by the report, not by when it is drawn, so drawing it again gives the same bytes.
  return renderSheet(
    { title: report.title, createdAt: new Date(report.reportedAt) },
    (doc, width) => {
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
    },
  );
}
