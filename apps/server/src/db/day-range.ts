import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The hospital's days: a console filter "from 3 May to 5 May" means its midnights. */
const HOSPITAL_TIME_ZONE = 'Asia/Shanghai';

/**
 * `column` falls on the days `from` to `to` (yyyy-mm-dd, both included) in the hospital's
 * time zone. Compares the column itself against the two instants, so its index serves.
 */
export function onDays(column: AnyColumn, range: { from?: string; to?: string }): SQL | undefined {
  const bounds = [
    range.from &&
      sql`${column} >= (${range.from}::date::timestamp at time zone ${HOSPITAL_TIME_ZONE})`,
    range.to &&
      sql`${column} < ((${range.to}::date + 1)::timestamp at time zone ${HOSPITAL_TIME_ZONE})`,
  ].filter((bound): bound is SQL => Boolean(bound));
  return bounds.length > 0 ? sql.join(bounds, sql` and `) : undefined;
}
