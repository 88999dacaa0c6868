import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  // PGlite answers `{ rows }`, postgres.js the rows themselves.
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * A digest of every row of every table, by table: two equal fingerprints mean a request
 * changed nothing, whichever module's tables it might have touched.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ digest: string }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    fingerprint[name] = row?.digest ?? '';
  }
  return fingerprint;
}
