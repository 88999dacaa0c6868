import type { QueryOf, TriageContent } from '@hospital/contract';
import type { consoleVisitsEndpoint } from '@hospital/contract/console';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  appointments,
  departments,
  doctors,
  prechecks,
  schedules,
  staffUsers,
  triageVersions,
} from '../../db/schema/index.ts';
import { selectVisits } from './repository.ts';

const editor = alias(staffUsers, 'editor');
const publisher = alias(staffUsers, 'publisher');

const lengthOf = (key: keyof TriageContent) =>
  sql<number>`jsonb_array_length(${triageVersions.content} -> ${key})`.mapWith(Number);

const versionColumns = {
  id: triageVersions.id,
  number: triageVersions.number,
  status: triageVersions.status,
  note: triageVersions.note,
  editedById: triageVersions.editedBy,
  editorName: editor.name,
  editedAt: triageVersions.editedAt,
  publisherName: publisher.name,
  publishedAt: triageVersions.publishedAt,
  bodyParts: lengthOf('bodyParts'),
  symptoms: lengthOf('symptoms'),
  questions: lengthOf('questions'),
  redFlags: lengthOf('redFlags'),
};

export type VersionRow = Awaited<ReturnType<typeof selectVersions>>[number];

function selectVersions(db: Database, where: SQL | undefined) {
  return db
    .select(versionColumns)
    .from(triageVersions)
    .leftJoin(editor, eq(editor.id, triageVersions.editedBy))
    .leftJoin(publisher, eq(publisher.id, triageVersions.publishedBy))
    .where(where)
    .orderBy(sql`${triageVersions.number} desc nulls first`);
}

/** The draft first (its number is null), then the published and retired ones, newest first. */
export const listVersions = (db: Database) => selectVersions(db, undefined);

export async function findVersion(db: Database, id: number) {
  const [row] = await db
    .select({ ...versionColumns, content: triageVersions.content })
    .from(triageVersions)
    .leftJoin(editor, eq(editor.id, triageVersions.editedBy))
    .leftJoin(publisher, eq(publisher.id, triageVersions.publishedBy))
    .where(eq(triageVersions.id, id));
  return row ?? null;
}

/** The draft, locked until the caller's transaction ends, so two editors take turns. */
export async function lockDraft(tx: Database) {
  const [row] = await tx
    .select({ id: triageVersions.id, editedBy: triageVersions.editedBy })
    .from(triageVersions)
    .where(eq(triageVersions.status, 'draft'))
    .for('update');
  return row ?? null;
}

interface DraftValues {
  content: TriageContent;
  note: string;
  editedBy: number;
  editedAt: Date;
}

export async function insertDraft(tx: Database, values: DraftValues): Promise<number> {
  const [row] = await tx
    .insert(triageVersions)
    .values({ ...values, status: 'draft' })
    .returning({ id: triageVersions.id });
  if (!row) throw new Error('draft not inserted');
  return row.id;
}

export async function updateDraft(tx: Database, id: number, values: DraftValues): Promise<void> {
  await tx.update(triageVersions).set(values).where(eq(triageVersions.id, id));
}

export async function deleteDraft(tx: Database, id: number): Promise<void> {
  await tx
    .delete(triageVersions)
    .where(and(eq(triageVersions.id, id), eq(triageVersions.status, 'draft')));
}

/** The published version steps down and the draft takes its place with the next number. */
export async function publishDraft(
  tx: Database,
  id: number,
  by: { publishedBy: number; publishedAt: Date },
): Promise<void> {
  await tx
    .update(triageVersions)
    .set({ status: 'retired' })
    .where(eq(triageVersions.status, 'published'));
  await tx
    .update(triageVersions)
    .set({
      status: 'published',
      number: sql`(select coalesce(max(${triageVersions.number}), 0) + 1 from ${triageVersions})`,
      ...by,
    })
    .where(eq(triageVersions.id, id));
}

// Visits with their pre-diagnosis

/** A day's paid or seen visits in queue order: by half-day, then number. */
export async function visitsPage(db: Database, filter: QueryOf<typeof consoleVisitsEndpoint>) {
  const where = and(
    eq(schedules.date, filter.date),
    inArray(appointments.status, ['paid', 'visited']),
    filter.deptCode ? eq(departments.code, filter.deptCode) : undefined,
    filter.redFlag === undefined
      ? undefined
      : filter.redFlag
        ? isNotNull(prechecks.redFlag)
        : isNull(prechecks.redFlag),
  );
  const [rows, [total]] = await Promise.all([
    selectVisits(db)
      .where(where)
      .orderBy(asc(schedules.period), asc(appointments.sequence), asc(appointments.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ total: count() })
      .from(appointments)
      .innerJoin(schedules, eq(schedules.id, appointments.scheduleId))
      .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
      .innerJoin(departments, eq(departments.id, doctors.departmentId))
      .leftJoin(prechecks, eq(prechecks.appointmentId, appointments.id))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findVisitById(db: Database, id: number) {
  const [row] = await selectVisits(db).where(eq(appointments.id, id));
  return row ?? null;
}
