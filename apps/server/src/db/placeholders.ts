import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A row of placeholders for `table`'s `columns`, named `${prefix}${column}`: a module's
 * part of a statement prepared once, whose values `placeholderValues` names the same way
 * for each run. Each value is encoded as its column encodes it, and a null stays NULL
 * (drizzle would hand a placeholder's null to the column's encoder: a JSON `null`, or a
 * date's method called on nothing).
 */
export function placeholderRow<
  Table extends PgTable,
  Column extends keyof Table['_']['columns'] & string,
>(table: Table, prefix: string, columns: readonly Column[]): Record<Column, SQL> {
  const tableColumns = getTableColumns(table);
  return Object.fromEntries(
    columns.map((column) => {
      const encoder = tableColumns[column]!;
      const placeholder = sql.placeholder(`${prefix}${column}`);
      return [
        column,
        sql`${sql.param(placeholder, {
          mapToDriverValue: (value: unknown) =>
            value === null ? null : encoder.mapToDriverValue(value),
        })}`,
      ];
    }),
  ) as Record<Column, SQL>;
}

/** The values of `placeholderRow(…, prefix, …)` for one run, from the row they stand for. */
export const placeholderValues = (prefix: string, row: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([column, value]) => [`${prefix}${column}`, value]));
