import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase } from './postgres-databases.ts';

export interface KeptDatabase {
  /** The settings that point a server at it: DATABASE_URL, or DATA_DIR for PGlite. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

/**
 * A database that outlives one server, so a test can stop the server and start another on
 * it: a new PostgreSQL database when TEST_DB=postgres, else a PGlite folder in the temp dir.
 */
export async function keptDatabase(): Promise<KeptDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const database = await createPostgresDatabase();
    return { env: { DATABASE_URL: database.url }, drop: database.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'hospital-db-'));
  return {
    env: { DATA_DIR: dir },
    drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
}
