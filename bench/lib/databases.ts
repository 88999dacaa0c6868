import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type DatabaseConnection } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';

/** The local PostgreSQL the tests use too; BENCH_DATABASE_URL points elsewhere. */
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  name: 'postgres' | 'pglite';
  /** The server's DATABASE_URL for this database; undefined for PGlite. */
  url: string | undefined;
  connection: DatabaseConnection;
  close: () => Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => undefined });
  try {
    await probe`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await probe.end({ timeout: 1 });
  }
}

/** A brand-new database on that server, migrated, dropped again by `close`. */
async function freshPostgres(adminUrl: string): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  await migrateDatabase(connection);
  return {
    name: 'postgres',
    url: url.toString(),
    connection,
    close: async () => {
      await connection.close();
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => undefined });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** An embedded PGlite in memory, migrated. */
export async function freshPglite(): Promise<BenchDatabase> {
  const connection = openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  await migrateDatabase(connection);
  return { name: 'pglite', url: undefined, connection, close: () => connection.close() };
}

/** The databases to measure: PostgreSQL when it answers, then the embedded PGlite. */
export async function benchDatabases(
  env: Record<string, string | undefined>,
): Promise<(() => Promise<BenchDatabase>)[]> {
  const url = env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES;
  const openers = [freshPglite];
  if (await answers(url)) openers.unshift(() => freshPostgres(url));
  else console.log(`PostgreSQL at ${new URL(url).host} does not answer: PGlite only`);
  return openers;
}
