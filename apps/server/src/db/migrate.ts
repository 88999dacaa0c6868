import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { DatabaseConnection } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any constant both instances agree on: several servers may start at once against one database. */
const MIGRATION_LOCK = 7_303_001;

/** Applies the committed SQL migrations in apps/server/drizzle. */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  if (connection.driver === 'pglite') {
    await migratePglite(drizzlePglite(connection.client), { migrationsFolder });
    return;
  }
  // An advisory lock is held by a session, so migrate over one dedicated connection.
  const client = postgres(connection.url, { max: 1, onnotice: () => undefined });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
  } finally {
    await client.end({ timeout: 5 });
  }
}
