import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';

/** PostgreSQL allows 65535 bind parameters per statement; this stays well below it. */
const ROWS_PER_STATEMENT = 1000;

export function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    yield rows.slice(start, start + ROWS_PER_STATEMENT);
  }
}

/** Inserts many rows in a few multi-row statements instead of one round trip per row. */
export async function insertInBatches<T extends PgTable<TableConfig>>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (const chunk of chunks(rows)) await db.insert(table).values(chunk);
}
