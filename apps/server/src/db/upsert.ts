import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** What an idempotent upsert did to its row. */
export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

/** PostgreSQL leaves xmax 0 on a row the statement inserted, not on one it updated. */
export const insertedFlag = { inserted: sql<boolean>`(xmax = 0)` };

const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);

/**
 * The `onConflictDoUpdate` parts that overwrite `columns` with the incoming values only
 * when one differs, so sending the same row again writes nothing and returns no row.
 */
export function replaceWhenChanged<K extends string>(
  columns: Record<K, PgColumn>,
): { set: Record<K, SQL>; setWhere: SQL } {
  const list = Object.values<PgColumn>(columns);
  const set = Object.fromEntries(
    Object.entries<PgColumn>(columns).map(([key, column]) => [key, excluded(column)]),
  ) as Record<K, SQL>;
  const setWhere = sql`(${sql.join(list, sql`, `)}) is distinct from (${sql.join(
    list.map(excluded),
    sql`, `,
  )})`;
  return { set, setWhere };
}

/** The outcome from the rows `returning(insertedFlag)` gave back. */
export const outcomeOf = (rows: readonly { inserted: boolean }[]): UpsertOutcome =>
  rows[0] === undefined ? 'unchanged' : rows[0].inserted ? 'created' : 'updated';
