import type { HisAdmissionNoticeItem } from '@hospital/contract/his';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { admissionNotices } from '../../db/schema/index.ts';
import {
  insertedFlag,
  outcomeOf,
  replaceWhenChanged,
  type UpsertOutcome,
} from '../../db/upsert.ts';

/** The columns the HIS owns; the patient's own (contact, address) are never overwritten. */
const hisColumns = {
  cardNo: admissionNotices.cardNo,
  patientName: admissionNotices.patientName,
  department: admissionNotices.department,
  ward: admissionNotices.ward,
  bed: admissionNotices.bed,
  doctor: admissionNotices.doctor,
  diagnosis: admissionNotices.diagnosis,
  plannedDate: admissionNotices.plannedDate,
  depositFen: admissionNotices.depositFen,
  notes: admissionNotices.notes,
  state: admissionNotices.state,
};
const replaceNotice = replaceWhenChanged(hisColumns);

export type HisNoticeValues = typeof admissionNotices.$inferInsert;

/** The card a notice was issued on, locked until the item's transaction ends. */
export async function lockNoticeCard(db: Database, hisId: string): Promise<string | null> {
  const [row] = await db
    .select({ cardNo: admissionNotices.cardNo })
    .from(admissionNotices)
    .where(eq(admissionNotices.hisId, hisId))
    .for('update');
  return row?.cardNo ?? null;
}

export async function upsertNotice(db: Database, values: HisNoticeValues): Promise<UpsertOutcome> {
  const rows = await db
    .insert(admissionNotices)
    .values(values)
    .onConflictDoUpdate({ target: admissionNotices.hisId, ...replaceNotice })
    .returning(insertedFlag);
  return outcomeOf(rows);
}

export async function listHisNotices(
  db: Database,
  page: { page: number; pageSize: number },
): Promise<{ items: HisAdmissionNoticeItem[]; total: number }> {
  const rows = await db
    .select({ hisId: admissionNotices.hisId, ...hisColumns })
    .from(admissionNotices)
    .orderBy(asc(admissionNotices.hisId))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ total: count() }).from(admissionNotices);
  const items = rows.map(({ state, ...row }) => ({ ...row, status: state }));
  return { items, total: total?.total ?? 0 };
}
