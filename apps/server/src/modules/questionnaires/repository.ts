import type { QuestionnaireKey, QuestionnaireQuestion } from '@hospital/contract';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { questionnaireVersions, staffUsers } from '../../db/schema/index.ts';

const columns = {
  key: questionnaireVersions.key,
  version: questionnaireVersions.version,
  title: questionnaireVersions.title,
  questions: questionnaireVersions.questions,
  note: questionnaireVersions.note,
  editorName: staffUsers.name,
  editedAt: questionnaireVersions.editedAt,
};

export type VersionRow = Awaited<ReturnType<typeof currentVersions>>[number];

/** The highest version of each key (of one key when given), key by key. */
export function currentVersions(db: Database, where?: SQL) {
  return db
    .selectDistinctOn([questionnaireVersions.key], columns)
    .from(questionnaireVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, questionnaireVersions.editedBy))
    .where(where)
    .orderBy(asc(questionnaireVersions.key), desc(questionnaireVersions.version));
}

export async function currentVersion(db: Database, key: QuestionnaireKey) {
  const [row] = await currentVersions(db, eq(questionnaireVersions.key, key));
  return row ?? null;
}

export async function findVersion(db: Database, key: QuestionnaireKey, version: number) {
  const [row] = await db
    .select(columns)
    .from(questionnaireVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, questionnaireVersions.editedBy))
    .where(and(eq(questionnaireVersions.key, key), eq(questionnaireVersions.version, version)));
  return row ?? null;
}

export interface NewVersion {
  key: QuestionnaireKey;
  version: number;
  title: string;
  questions: QuestionnaireQuestion[];
  note: string;
  editedBy: number | null;
  editedAt: Date;
}

/** A version number taken twice (two saves from the same version) fails on the unique key. */
export async function insertVersion(db: Database, values: NewVersion): Promise<void> {
  await db.insert(questionnaireVersions).values(values);
}
