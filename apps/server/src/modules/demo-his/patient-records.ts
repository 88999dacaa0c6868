import {
  batchUpsertHisExamOrders,
  hisBatchReportsEndpoint,
  hisPutPatientCardEndpoint,
  hisPutReportPdfEndpoint,
  type HisUpsertResult,
  type WebhookPatient,
} from '@hospital/contract/his';
import { demoExamOrders } from './data/exams.ts';
import { demoReportsOf } from './data/patient-reports.ts';
import type { HisSession } from './his-session.ts';
import { renderReportSheet } from './report-sheet.ts';

/** A refusal leaves the record incomplete: the event has to come again. */
function expectAccepted(results: readonly HisUpsertResult[]): void {
  const refused = results.filter((result) => result.status === 'refused');
  if (refused.length > 0)
    throw new Error(refused.map((r) => `${r.hisId}: ${r.reason ?? ''}`).join('; '));
}

/**
 * What the demo hospital does when we tell it of a new patient: opens the record for the
 * card (registers it with the ID number, through the API) and sends the reports it holds
 * for that card, with the PDF sheets of its inspections, dated back from the event's day,
 * and the exams ordered on it, awaiting a time.
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
