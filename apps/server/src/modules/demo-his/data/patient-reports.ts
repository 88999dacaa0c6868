import { createHash } from 'node:crypto';
import type { HisReport, HisReportItem } from '@hospital/contract/his';
import { addDays, hospitalDate, hospitalTime } from '../../schedules/index.ts';
import { SeededRandom } from './random.ts';
import { INSPECTIONS, REPORT_DOCTORS, TEST_PANELS, type TestItemSeed } from './reports.ts';

export interface ReportPatient {
  cardNo: string;
  gender: 'MALE' | 'FEMALE';
}

export type DemoReport = HisReport & { hisId: string };
export type DemoInspection = Extract<DemoReport, { kind: 'inspection' }>;

export interface DemoReports {
  reports: DemoReport[];
  /** The inspections whose signed sheet the hospital also sends as a PDF. */
  withPdf: DemoInspection[];
}

/** Each card's reports differ, yet the same card always gets the same values. */
const seedOf = (cardNo: string) => createHash('sha256').update(cardNo).digest().readUInt32BE(0);

function referenceOf(item: TestItemSeed, gender: ReportPatient['gender']) {
  const [low, high] = gender === 'FEMALE' && item.female ? item.female : [item.low, item.high];
  return { low, high, text: item.text?.normal ?? null };
}

/** A value inside the reference, or now and then just outside it. */
function drawValue(
  random: SeededRandom,
  item: TestItemSeed,
  low: number | null,
  high: number | null,
) {
  if (item.text) return random.chance(0.1) ? item.text.abnormal : item.text.normal;
  const bottom = low ?? (high ?? 1) * 0.5;
  const top = high ?? bottom * 1.6;
  const span = top - bottom;
  const roll = random.next();
  let value = bottom + span * (0.1 + 0.8 * random.next());
  if (roll < 0.1 && high !== null) value = high + span * (0.05 + 0.3 * random.next());
  else if (roll < 0.18 && low !== null && low > 0)
    value = low - span * (0.05 + 0.2 * random.next());
  return Math.max(value, 0).toFixed(item.decimals);
}

const atHour = (today: Date, daysAgo: number, hour: number, minute: number) =>
  hospitalTime(addDays(hospitalDate(today), -daysAgo), hour * 60 + minute);

const hoursAfter = (time: Date, hours: number) =>
  new Date(time.getTime() + hours * 3600 * 1000).toISOString();

/**
 * The reports the demo hospital holds for a card, dated back from `today`: four test
 * panels (blood counts on three visits, liver function on two, so items have a history)
 * and three inspections, two with a PDF. The latest blood count always shows a high white
 * cell count, so a demo has an abnormal value to show. The same card and day give the
 * same reports, so sending them again changes nothing.
 */
export function demoReportsOf(patient: ReportPatient, today: Date): DemoReports {
  const random = new SeededRandom(seedOf(patient.cardNo));
  const doctor = () => random.pick(REPORT_DOCTORS);
  let sequence = 0;
  // Numbered like the hospital's slips, by the digits of the card (ours are P and nine
  // digits, so no two cards share them); the number is the HIS's own id of the report too.
  const cardDigits = patient.cardNo.replace(/\D/g, '');
  const reportNo = (prefix: string) =>
    `${prefix}${cardDigits}${String(++sequence).padStart(2, '0')}`;

  const tests = TEST_PANELS.flatMap((panel) =>
    panel.daysAgo.map((daysAgo, visit): DemoReport => {
      const latest = visit === panel.daysAgo.length - 1;
      const collectedAt = atHour(today, daysAgo, 8, random.int(0, 50));
      const number = reportNo('JY');
      return {
        hisId: number,
        kind: 'test',
        cardNo: patient.cardNo,
        reportNo: number,
        title: panel.title,
        category: panel.category,
        department: panel.department,
        doctorName: doctor(),
        specimen: panel.specimen,
        collectedAt: collectedAt.toISOString(),
        reportedAt: hoursAfter(collectedAt, random.int(2, 5)),
        items: panel.items.map((item): HisReportItem => {
          const reference = referenceOf(item, patient.gender);
          const value =
            latest && item.code === 'WBC' && reference.high !== null
              ? (reference.high * 1.22).toFixed(item.decimals)
              : drawValue(random, item, reference.low, reference.high);
          return {
            code: item.code,
            name: item.name,
            value,
            unit: item.unit,
            referenceLow: reference.low,
            referenceHigh: reference.high,
            referenceText: reference.text,
          };
        }),
      };
    }),
  );

  const inspections = INSPECTIONS.map((inspection) => {
    const collectedAt = atHour(today, inspection.daysAgo, 9, random.int(0, 50));
    const number = reportNo('JC');
    const report: DemoInspection = {
      hisId: number,
      kind: 'inspection',
      cardNo: patient.cardNo,
      reportNo: number,
      title: inspection.title,
      category: inspection.category,
      department: inspection.department,
      doctorName: doctor(),
      examPart: inspection.examPart,
      method: inspection.method,
      findings: inspection.findings,
      conclusion: inspection.conclusion,
      collectedAt: collectedAt.toISOString(),
      reportedAt: hoursAfter(collectedAt, random.int(3, 20)),
    };
    return { report, withPdf: inspection.withPdf };
  });

  return {
    reports: [...tests, ...inspections.map(({ report }) => report)],
    withPdf: inspections.filter(({ withPdf }) => withPdf).map(({ report }) => report),
  };
}
