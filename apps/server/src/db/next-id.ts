import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * Draws the next id of `table`'s identity column ahead of its INSERT, so rows written in
 * one statement can name each other (an appointment its payment order, the order its
 * appointment).
 */
export async function nextId(db: Database, table: PgTable): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int` })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error(`no ${getTableName(table)} id drawn`);
  return row.id;
}
