import { flagResult } from '@hospital/contract';
import type { Database } from '../client.ts';
import { reportAttachments, reportItems, reports } from '../schema/index.ts';
import { addDays, hospitalDate, hospitalTime } from '../../modules/schedules/index.ts';
import { SeededRandom } from '../../modules/demo-his/index.ts';
import { INSPECTIONS, REPORT_DOCTORS, TEST_PANELS, type TestItemSeed } from './reports-data.ts';

/** Each patient's reports differ, yet the same patient id always gets the same values. */
const REPORT_SEED = 3_310_427;

interface ReportPatient {
  id: number;
  gender: 'MALE' | 'FEMALE';
}

type ItemValues = Omit<typeof reportItems.$inferInsert, 'reportId'>;

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

/**
 * Gives a demo patient the reports a hospital would hold: four test panels (blood counts
 * on three visits, liver function on two, so items have a history) and three inspections,
 * two with a PDF. The latest blood count always shows a high white cell count, so a demo
 * has an abnormal value to show.
 */
export async function seedDemoReportsFor(
  tx: Pick<Database, 'insert'>,
  patient: ReportPatient,
  today: Date,
): Promise<void> {
  const random = new SeededRandom(REPORT_SEED + patient.id);
  const doctor = () => random.pick(REPORT_DOCTORS);
  let sequence = 0;
  const reportNo = (prefix: string) =>
    `${prefix}${String(patient.id).padStart(9, '0')}${String(++sequence).padStart(2, '0')}`;

  const testReports: (typeof reports.$inferInsert)[] = [];
  const itemsOfReport: ItemValues[][] = [];
  for (const panel of TEST_PANELS) {
    for (const [visit, daysAgo] of panel.daysAgo.entries()) {
      const latest = visit === panel.daysAgo.length - 1;
      const collectedAt = atHour(today, daysAgo, 8, random.int(0, 50));
      testReports.push({
        patientId: patient.id,
        kind: 'test',
        reportNo: reportNo('JY'),
        title: panel.title,
        category: panel.category,
        department: panel.department,
        doctorName: doctor(),
        subject: panel.specimen,
        collectedAt,
        reportedAt: new Date(collectedAt.getTime() + random.int(2, 5) * 3600 * 1000),
      });
      itemsOfReport.push(
        panel.items.map((item, sort): ItemValues => {
          const reference = referenceOf(item, patient.gender);
          const value =
            latest && item.code === 'WBC' && reference.high !== null
              ? (reference.high * 1.22).toFixed(item.decimals)
              : drawValue(random, item, reference.low, reference.high);
          return {
            sort,
            code: item.code,
            name: item.name,
            value,
            unit: item.unit,
            referenceLow: reference.low,
            referenceHigh: reference.high,
            referenceText: reference.text,
            flag: flagResult(value, reference),
          };
        }),
      );
    }
  }
  const testIds = await tx.insert(reports).values(testReports).returning({ id: reports.id });
  await tx
    .insert(reportItems)
    .values(
      testIds.flatMap(({ id }, index) =>
        itemsOfReport[index]!.map((item) => ({ ...item, reportId: id })),
      ),
    );

  const inspectionIds = await tx
    .insert(reports)
    .values(
      INSPECTIONS.map((inspection) => {
        const collectedAt = atHour(today, inspection.daysAgo, 9, random.int(0, 50));
        return {
          patientId: patient.id,
          kind: 'inspection' as const,
          reportNo: reportNo('JC'),
          title: inspection.title,
          category: inspection.category,
          department: inspection.department,
          doctorName: doctor(),
          subject: inspection.examPart,
          method: inspection.method,
          findings: inspection.findings,
          conclusion: inspection.conclusion,
          collectedAt,
          reportedAt: new Date(collectedAt.getTime() + random.int(3, 20) * 3600 * 1000),
        };
      }),
    )
    .returning({ id: reports.id });
  // The sheets themselves are drawn on first download (see the report files route).
  await tx
    .insert(reportAttachments)
    .values(
      inspectionIds
        .filter((_, index) => INSPECTIONS[index]!.withPdf)
        .map(({ id }) => ({ reportId: id })),
    );
}
