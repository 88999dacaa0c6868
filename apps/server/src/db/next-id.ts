import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Draws the next id of `table`'s identity column inside the statement it is part of, ahead
 * of the INSERT that uses it, so rows written in one statement can name each other (an
 * appointment its payment order, the order its appointment).
 */
export const nextIdOf = (table: PgTable): SQL<number> =>
  sql<number>`nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int`;
