import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Certificate } from '@hospital/contract';
import PDFDocument from 'pdfkit';
import { conflict } from '../../http/http-error.ts';
import type { AppointmentRecord } from './repository.ts';

/** Numbers stay the patient's once paid; a refunded or expired one certifies nothing. */
const CERTIFIED = new Set(['paid', 'visited']);

export function toCertificate(
  record: AppointmentRecord,
  hospitalName: string,
  now: Date,
): Certificate {
  const { appointment: row } = record;
  if (!CERTIFIED.has(row.status)) throw conflict('仅已支付的预约可查看挂号凭证', 'NOT_CERTIFIABLE');
  return {
    appointmentId: row.id,
    hospitalName,
    orderNum: row.orderNum,
    patientName: record.patientName,
    patientCode: record.patientCode,
    deptName: record.deptName,
    doctorName: record.doctorName,
    doctorTitle: record.doctorTitle,
    location: record.location,
    date: record.date,
    period: record.period,
    sequence: row.sequence,
    feeFen: row.feeFen,
    paidAt: row.paidAt?.toISOString() ?? null,
    issuedAt: now.toISOString(),
  };
}

let fontBytes: Buffer | undefined;

/** Noto Sans (Simplified Chinese), shipped in an npm package so any machine can render it. */
function chineseFont(): Buffer {
  if (!fontBytes) {
    const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
    fontBytes = readFileSync(join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf'));
  }
  return fontBytes;
}

const yuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const periodLabel = { morning: '上午', afternoon: '下午' } as const;
const beijing = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The certificate as an A5 PDF a patient can print or show at the clinic. */
export function certificatePdf(certificate: Certificate): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 48, info: { Title: '挂号凭证' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('chinese', chineseFont());
  doc.font('chinese').fontSize(20).text(certificate.hospitalName, { align: 'center' });
  doc.moveDown(0.3).fontSize(16).text('挂号凭证', { align: 'center' }).moveDown();
  const lines: [string, string][] = [
    ['就诊人', certificate.patientName],
    ['就诊卡号', certificate.patientCode],
    ['科室', certificate.deptName],
    ['医生', `${certificate.doctorName}（${certificate.doctorTitle}）`],
    ['就诊时间', `${certificate.date} ${periodLabel[certificate.period]}`],
    ['就诊序号', `${certificate.sequence} 号`],
    ['就诊地点', certificate.location],
    ['挂号费', yuan(certificate.feeFen)],
    ['订单号', certificate.orderNum],
    ['支付时间', certificate.paidAt ? beijing(certificate.paidAt) : '—'],
  ];
  doc.fontSize(12);
  for (const [label, value] of lines) doc.text(`${label}：${value}`, { lineGap: 6 });
  doc
    .moveDown()
    .fontSize(10)
    .fillColor('#666666')
    .text(`请按时就诊，凭此凭证到诊区候诊。出具时间：${beijing(certificate.issuedAt)}`);
  doc.end();
  return done;
}
