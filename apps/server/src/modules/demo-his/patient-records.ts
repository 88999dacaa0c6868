import {
  batchUpsertHisAdmissionNotices,
  batchUpsertHisExamOrders,
  batchUpsertHisOutpatientBills,
  hisBatchReportsEndpoint,
  hisPutPatientCardEndpoint,
  hisPutReportPdfEndpoint,
  putHisCreditLine,
  type HisUpsertResult,
  type WebhookNatOrder,
  type WebhookPatient,
} from '@hospital/contract/his';
import { demoAdmissionNotice } from './data/admissions.ts';
import { demoExamOrders } from './data/exams.ts';
import { DEMO_SENIOR_CREDIT, demoOutpatientBills } from './data/outpatient-bills.ts';
import { demoReportsOf } from './data/patient-reports.ts';
import type { HisSession } from './his-session.ts';
import { renderReportSheet } from './report-sheet.ts';
import { hospitalDate } from '../schedules/index.ts';

/** A refusal leaves the record incomplete: the event has to come again. */
function expectAccepted(results: readonly HisUpsertResult[]): void {
  const refused = results.filter((result) => result.status === 'refused');
  if (refused.length > 0)
    throw new Error(refused.map((r) => `${r.hisId}: ${r.reason ?? ''}`).join('; '));
}

/** Aged 60 or more on the hospital's day of `at`; dates compare as yyyy-mm-dd text. */
function isSenior(birthDate: string, at: Date): boolean {
  const today = hospitalDate(at);
  const sixtieth = `${String(Number(birthDate.slice(0, 4)) + 60)}${birthDate.slice(4)}`;
  return sixtieth <= today;
}

/**
 * What the demo hospital does when we tell it of a new patient: opens the record for the
 * card (registers it with the ID number, through the API) and sends the reports it holds
 * for that card, with the PDF sheets of its inspections, dated back from the event's day,
 * the exams ordered on it, awaiting a time, the unpaid bills of its visits and a ward's
 * pre-admission notice. A patient aged 60 or more gets a credit line (treat first, pay
 * later), as the demo hospital offers its seniors.
 * Every write is an upsert, so doing it again changes nothing. A patient with no ID number
 * of their own (a child added through a guardian) gets no card, and so no reports.
 */
export async function openPatientRecord(
  session: HisSession,
  patient: WebhookPatient,
  hospitalName: string,
): Promise<void> {
  if (patient.idNumber === null) return;
  const cardNo = patient.patientCode;
  expectAccepted(
    await session.upsert(
      hisPutPatientCardEndpoint,
      { name: patient.name, idNumber: patient.idNumber },
      { cardNo },
    ),
  );
  const { reports, withPdf } = demoReportsOf(
    { cardNo, gender: patient.gender },
    new Date(patient.at),
  );
  expectAccepted(await session.upsert(hisBatchReportsEndpoint, { items: reports }));
  expectAccepted(await session.upsert(batchUpsertHisExamOrders, { items: demoExamOrders(cardNo) }));
  expectAccepted(
    await session.upsert(batchUpsertHisOutpatientBills, {
      items: demoOutpatientBills(cardNo, new Date(patient.at)),
    }),
  );
  if (isSenior(patient.birthDate, new Date(patient.at)))
    await session.upsert(putHisCreditLine, DEMO_SENIOR_CREDIT, { cardNo });
  const notice = demoAdmissionNotice(cardNo, patient.name, new Date(patient.at));
  expectAccepted(await session.upsert(batchUpsertHisAdmissionNotices, { items: [notice] }));
  for (const report of withPdf) {
    const sheet = await renderReportSheet({ hospitalName, patientName: patient.name, report });
    await session.putDocument(
      hisPutReportPdfEndpoint,
      { hisId: report.hisId },
      'application/pdf',
      sheet,
    );
  }
}

/**
 * What the demo hospital's laboratory does with a paid nucleic-acid test: it reports the
 * result on the card at once, negative, as a report the patient reads with the others. A
 * card the hospital never registered (a child without an ID number) has nowhere to put a
 * result, and asking again would not change that, so the refusal is only logged.
 */
export async function sendNatResult(
  session: HisSession,
  order: WebhookNatOrder,
  log: { warn: (details: object, message: string) => void },
): Promise<void> {
  const reportNo = `HS${String(order.orderId).padStart(8, '0')}`;
  const results = await session.upsert(hisBatchReportsEndpoint, {
    items: [
      {
        hisId: reportNo,
        kind: 'test',
        cardNo: order.patientCode,
        reportNo,
        title: order.itemName,
        category: '核酸',
        department: '检验科',
        doctorName: '检验科',
        specimen: order.sampleKind === 'pooled' ? '咽拭子（混采）' : '咽拭子',
        collectedAt: order.at,
        reportedAt: order.at,
        items: [
          {
            code: 'ORF1ab',
            name: '新型冠状病毒 ORF1ab 基因',
            value: '阴性',
            referenceText: '阴性',
          },
          { code: 'N', name: '新型冠状病毒 N 基因', value: '阴性', referenceText: '阴性' },
        ],
      },
    ],
  });
  const refused = results.filter((result) => result.status === 'refused');
  if (refused.length > 0)
    log.warn({ orderId: order.orderId, refused }, 'demo HIS: no card for a result');
}
