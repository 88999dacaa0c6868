import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reportAttachments, reportItems, reports } from '../../db/schema/index.ts';
import {
  insertedFlag,
  outcomeOf,
  replaceWhenChanged,
  type UpsertOutcome,
} from '../../db/upsert.ts';

export type HisReportValues = Omit<typeof reports.$inferInsert, 'id' | 'hisId'>;
export type HisReportItemValues = Omit<typeof reportItems.$inferInsert, 'id' | 'reportId'>;

/** The report the HIS knows by `hisId`, locked until the transaction ends. */
export async function lockHisReport(db: Database, hisId: string) {
  const [row] = await db.select().from(reports).where(eq(reports.hisId, hisId)).for('update');
  return row ?? null;
}

export async function findHisIdOfReportNo(db: Database, reportNo: string) {
  const [row] = await db
    .select({ hisId: reports.hisId })
    .from(reports)
    .where(eq(reports.reportNo, reportNo));
  return row ?? null;
}

export function listHisReportItems(db: Database, reportId: number) {
  return db
    .select()
    .from(reportItems)
    .where(eq(reportItems.reportId, reportId))
    .orderBy(asc(reportItems.sort), asc(reportItems.id));
}

/** Inserts a report keyed by `hisId`; null when another request inserted it first. */
export async function insertHisReport(
  db: Database,
  hisId: string,
  values: HisReportValues,
): Promise<number | null> {
  const [row] = await db
    .insert(reports)
    .values({ ...values, hisId })
    .onConflictDoNothing({ target: reports.hisId })
    .returning({ id: reports.id });
  return row?.id ?? null;
}

export async function updateHisReport(db: Database, id: number, values: HisReportValues) {
  await db.update(reports).set(values).where(eq(reports.id, id));
}

/** The report's lines become exactly `items`. */
export async function replaceReportItems(
  db: Database,
  reportId: number,
  items: readonly HisReportItemValues[],
) {
  await db.delete(reportItems).where(eq(reportItems.reportId, reportId));
  if (items.length === 0) return;
  await db.insert(reportItems).values(items.map((item) => ({ ...item, reportId })));
}

export async function findReportIdOfHisId(db: Database, hisId: string) {
  const [row] = await db.select({ id: reports.id }).from(reports).where(eq(reports.hisId, hisId));
  return row?.id ?? null;
}

const replaceContent = replaceWhenChanged({ content: reportAttachments.content });

export async function upsertAttachment(
  db: Database,
  reportId: number,
  content: Uint8Array,
): Promise<UpsertOutcome> {
  const rows = await db
    .insert(reportAttachments)
    .values({ reportId, content })
    .onConflictDoUpdate({ target: reportAttachments.reportId, ...replaceContent })
    .returning(insertedFlag);
  return outcomeOf(rows);
}
