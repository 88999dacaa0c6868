import {
  REPORT_FILE_PATH,
  buildPath,
  chinaToday,
  type ReportKind,
  type ReportListQuery,
  type ReportSummary,
  type ResultPoint,
} from '@hospital/contract';
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  patientCards,
  patients,
  reportAttachments,
  reportComments,
  reportItems,
  reports,
} from '../../db/schema/index.ts';

export type ReportRow = typeof reports.$inferSelect;
export type ReportItemRow = typeof reportItems.$inferSelect;

/** Reports are dated in China's time zone, which has no daylight saving. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);
const nextDayStart = (date: string) => new Date(dayStart(date).getTime() + 24 * 3600 * 1000);

const ownedBy = (userId: number) => and(eq(patients.ownerId, userId), isNull(patients.deletedAt));

/**
 * A HIS report names a card, not a patient, and is matched when read: it shows to the
 * patient whose card number it is while the HIS confirms that card for the patient's ID
 * number. A card registered or corrected after its reports arrived shows them all, and a
 * card the HIS gives to another person stops showing them to the first.
 */
const cardConfirmed = sql`exists (select 1 from ${patientCards}
  where ${patientCards.cardNo} = ${patients.patientCode}
    and ${patientCards.idNumber} = upper(${patients.idNumber}))`;

/** Joins a report to the patient it shows to (on `patients`). */
const shownToPatient: SQL = or(
  and(isNull(reports.cardNo), eq(reports.patientId, patients.id)),
  and(eq(reports.cardNo, patients.patientCode), cardConfirmed),
) as SQL;

/** The reports one patient sees, as a condition on `reports` alone (for its indexes). */
const reportsOfPatient = (patientId: number): SQL =>
  or(
    and(isNull(reports.cardNo), eq(reports.patientId, patientId)),
    eq(
      reports.cardNo,
      sql`(select ${patients.patientCode} from ${patients}
        where ${patients.id} = ${patientId} and ${cardConfirmed})`,
    ),
  ) as SQL;

export const attachmentUrl = (id: number) => buildPath(REPORT_FILE_PATH, { id });

function summaryColumns(userId: number) {
  return {
    report: reports,
    // A HIS report may have no patient yet; the join answers the one it shows to.
    patientId: patients.id,
    patientName: patients.name,
    abnormalCount: sql<number>`(select count(*) from ${reportItems}
      where ${reportItems.reportId} = ${reports.id} and ${reportItems.flag} <> 'N')`.mapWith(
      Number,
    ),
    attachmentId: reportAttachments.id,
    commented: sql<boolean>`exists (select 1 from ${reportComments}
      where ${reportComments.reportId} = ${reports.id} and ${reportComments.userId} = ${userId})`,
  };
}

type SummaryRow = {
  report: ReportRow;
  patientId: number;
  patientName: string;
  abnormalCount: number;
  attachmentId: number | null;
  commented: boolean;
};

export function toSummary(row: SummaryRow): ReportSummary {
  const { report } = row;
  return {
    id: report.id,
    kind: report.kind,
    reportNo: report.reportNo,
    title: report.title,
    category: report.category,
    department: report.department,
    patientId: row.patientId,
    patientName: row.patientName,
    reportedAt: report.reportedAt.toISOString(),
    abnormalCount: row.abnormalCount,
    hasAttachment: row.attachmentId !== null,
    commented: row.commented,
  };
}

function selectSummaries(db: Database, userId: number, where: SQL | undefined) {
  return db
    .select(summaryColumns(userId))
    .from(reports)
    .innerJoin(patients, shownToPatient)
    .leftJoin(reportAttachments, eq(reportAttachments.reportId, reports.id))
    .where(and(ownedBy(userId), where));
}

export async function isOwnPatient(db: Database, userId: number, patientId: number) {
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(ownedBy(userId), eq(patients.id, patientId)));
  return rows.length > 0;
}

/** One patient's reports of a kind, newest first, narrowed by category and dates. */
export async function listReports(
  db: Database,
  userId: number,
  kind: ReportKind,
  query: ReportListQuery,
): Promise<ReportSummary[]> {
  const rows = await selectSummaries(
    db,
    userId,
    and(
      reportsOfPatient(query.patientId),
      eq(reports.kind, kind),
      query.type ? eq(reports.category, query.type) : undefined,
      query.from ? gte(reports.reportedAt, dayStart(query.from)) : undefined,
      query.to ? lt(reports.reportedAt, nextDayStart(query.to)) : undefined,
    ),
  ).orderBy(desc(reports.reportedAt), desc(reports.id));
  return rows.map(toSummary);
}

/** A report of the user's own live patients; null for anyone else's. */
export async function findReport(
  db: Database,
  userId: number,
  id: number,
  kind?: ReportKind,
): Promise<SummaryRow | null> {
  const [row] = await selectSummaries(
    db,
    userId,
    and(eq(reports.id, id), kind ? eq(reports.kind, kind) : undefined),
  );
  return row ?? null;
}

export function listItems(db: Database, reportId: number): Promise<ReportItemRow[]> {
  return db
    .select()
    .from(reportItems)
    .where(eq(reportItems.reportId, reportId))
    .orderBy(asc(reportItems.sort), asc(reportItems.id));
}

/** Earlier values of the same items for the same patient, oldest first, keyed by item code. */
export async function earlierValues(
  db: Database,
  report: Pick<ReportRow, 'id' | 'reportedAt'> & { patientId: number },
  codes: readonly string[],
): Promise<Map<string, ResultPoint[]>> {
  const history = new Map<string, ResultPoint[]>();
  if (codes.length === 0) return history;
  const rows = await db
    .select({ code: reportItems.code, value: reportItems.value, at: reports.reportedAt })
    .from(reportItems)
    .innerJoin(reports, eq(reports.id, reportItems.reportId))
    .where(
      and(
        reportsOfPatient(report.patientId),
        eq(reports.kind, 'test'),
        ne(reports.id, report.id),
        lt(reports.reportedAt, report.reportedAt),
        inArray(reportItems.code, [...codes]),
      ),
    )
    .orderBy(asc(reports.reportedAt), asc(reports.id));
  for (const row of rows) {
    const points = history.get(row.code) ?? [];
    points.push({ date: chinaToday(row.at), value: row.value });
    history.set(row.code, points);
  }
  return history;
}

/** An attachment's bytes, found only through a patient the account owns. */
export async function findOwnedAttachment(
  db: Database,
  userId: number,
  id: number,
): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ content: reportAttachments.content })
    .from(reportAttachments)
    .innerJoin(reports, eq(reports.id, reportAttachments.reportId))
    .innerJoin(patients, shownToPatient)
    .where(
      and(eq(reportAttachments.id, id), eq(patients.ownerId, userId), isNull(patients.deletedAt)),
    );
  return row?.content ?? null;
}
