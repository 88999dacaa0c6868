import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Config } from '../config.ts';
import * as schema from './schema/index.ts';

/** The one database type every module uses; PGlite and PostgreSQL both fit it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConnection = { db: Database; close: () => Promise<void> } & (
  { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; client: postgres.Sql; url: string }
);

const MEMORY = 'memory://';

/** Columns are camelCase in TypeScript and snake_case in SQL without naming each one twice. */
const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * `snapshot`: an in-memory PGlite starts as this dump of another (`dumpDataDir`), so tests
 * copy a fed demo hospital instead of feeding each database again.
 */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  snapshot?: Blob,
): DatabaseConnection {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const client = postgres(url, { onnotice: () => undefined });
    return {
      driver: 'postgres',
      client,
      url,
      db: drizzlePostgres(client, drizzleOptions),
      close: () => client.end({ timeout: 5 }),
    };
  }
  let client: PGlite;
  if (config.dataDir === MEMORY) {
    client = new PGlite(snapshot && { loadDataDir: snapshot });
  } else {
    const dataDir = resolve(config.dataDir);
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir);
  }
  return {
    driver: 'pglite',
    client,
    db: drizzlePglite(client, drizzleOptions),
    close: () => client.close(),
  };
}

/**
 * LISTENs on `channel` until the returned function is called. `onListen` runs each time
 * the listening connection is (re)established: notifications sent while it was down are lost.
 */
export async function listenTo(
  db: Database,
  channel: string,
  onNotify: (payload: string) => void,
  onListen: () => void,
): Promise<() => Promise<void>> {
  const client = (db as Database & { $client: PGlite | postgres.Sql }).$client;
  if (client instanceof PGlite) {
    // In process: the connection never drops.
    const unlisten = await client.listen(channel, onNotify);
    onListen();
    return unlisten;
  }
  const listening = await client.listen(channel, onNotify, onListen);
  return () => listening.unlisten();
}
