import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A row of the recordset in SQL: its columns by their keys, and its place (from 1). */
export type RecordsetRow<Column extends string> = Record<Column | 'ordinality', SQL>;

/** What a module needs of another's recordset to write its rows into a statement. */
export interface RecordsetInsert {
  insert(
    parameter: unknown,
    computed: object,
    options: { overridingSystemValue?: boolean; kept?: (place: SQL) => SQL },
  ): SQL;
}

/**
 * Rows of `table`'s `columns` sent as one JSON parameter of a statement and read back in
 * SQL as rows of the table's own type, so a statement prepared once writes any number of
 * rows (a placeholder per column would need one statement per number of rows).
 */
export function recordset<
  Table extends PgTable,
  Column extends keyof Table['_']['columns'] & string,
>(table: Table, columns: readonly Column[]) {
  const tableColumns = getTableColumns(table) as Record<string, PgColumn>;
  const chosen = columns.map((key) => [key, tableColumns[key]!] as const);
  const from = (parameter: unknown) =>
    sql`jsonb_populate_recordset(null::${table}, ${parameter}::jsonb) with ordinality as r`;
  const row = Object.fromEntries(
    [
      ...chosen.map(([key, column]) => [key, column.name] as const),
      ['ordinality', 'ordinality'],
    ].map(([key, name]) => [key, sql`r.${sql.identifier(name)}`]),
  ) as RecordsetRow<Column>;

  return {
    /**
     * The parameter's value: the rows as JSON keyed by column name, each value encoded as
     * its column encodes it (a JSON column's value stays JSON, a null stays null).
     */
    json(rows: readonly { [Key in Column]?: unknown }[]): string {
      return JSON.stringify(
        rows.map((values) => {
          const encoded: Record<string, unknown> = {};
          for (const [key, column] of chosen) {
            const value = values[key];
            encoded[column.name] =
              value === null || value === undefined || column.dataType === 'json'
                ? (value ?? null)
                : column.mapToDriverValue(value);
          }
          return encoded;
        }),
      );
    },
    /**
     * INSERT ... SELECT of the rows of `parameter`, in their order; `computed` gives the
     * value of further columns (or replaces one of the rows' own) from each row's columns
     * and its place (`ordinality`, from 1), and `kept` which rows are written, from
     * their place. Not yet run, no RETURNING: a part of a larger statement.
     */
    insert(
      parameter: unknown,
      computed: Partial<
        Record<keyof Table['_']['columns'] & string, (row: RecordsetRow<Column>) => SQL>
      > = {},
      {
        overridingSystemValue = false,
        kept,
      }: { overridingSystemValue?: boolean; kept?: (place: SQL) => SQL } = {},
    ): SQL {
      const written = [
        ...chosen
          .filter(([key]) => !(key in computed))
          .map(([key, column]) => [column.name, row[key]] as const),
        ...Object.entries(computed).map(
          ([key, value]) => [tableColumns[key]!.name, value!(row)] as const,
        ),
      ];
      return sql`insert into ${table} (${sql.join(
        written.map(([name]) => sql.identifier(name)),
        sql`, `,
      )})${overridingSystemValue ? sql` overriding system value` : sql``} select ${sql.join(
        written.map(([, value]) => value),
        sql`, `,
      )} from ${from(parameter)}${kept ? sql` where ${kept(row.ordinality)}` : sql``}`;
    },
    /** The rows of `parameter` as a FROM item named `r`, for a statement's own SELECT. */
    from,
    row,
  };
}
