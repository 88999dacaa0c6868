import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/db/seed/index.ts';
import type { KeyValueStore } from '../../src/stores/index.ts';

export interface TestAppOptions {
  /** Environment on top of the test defaults (sandbox on, silent log, a tiny web app). */
  env?: Record<string, string>;
  /** Load the demo hospital. */
  seed?: boolean;
  /** A store of the test's own, e.g. a memory store on a fake clock; closed by the test. */
  store?: KeyValueStore;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close: () => Promise<void>;
}

export const TEST_INDEX_HTML =
  '<!doctype html><html><body><div id="root">test web app</div></body></html>';
export const TEST_ASSET = '/assets/app-3f2a1b.js';

let webDist: string | undefined;

/** A built web app in miniature: index.html and one hashed asset. */
function testWebDist(): string {
  if (webDist) return webDist;
  const dir = mkdtempSync(join(tmpdir(), 'hospital-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(join(dir, TEST_ASSET), 'console.log("app");');
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  webDist = dir;
  return dir;
}

/** A brand-new database on the PostgreSQL of TEST_DATABASE_URL, dropped by the returned function. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => undefined });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The real app on a fresh database with the real migrations: in-memory PGlite, or a new
 * PostgreSQL database when TEST_DB=postgres. Call `close` in afterAll/afterEach.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const postgresDb =
    process.env.TEST_DB === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: 'memory://',
    DATABASE_URL: postgresDb?.url,
    SANDBOX: '1',
    LOG_LEVEL: 'silent',
    // Tests send many requests from one address; the limits have their own test.
    TOKEN_RATE_LIMIT_PER_MINUTE: '10000',
    RATE_LIMIT_PER_MINUTE: '10000',
    WEB_DIST: testWebDist(),
    ...options.env,
  });
  const connection = openDatabase(config);
  try {
    await migrateDatabase(connection);
    if (options.seed)
      await seedDemo(connection.db, { hospitalName: config.hospitalName, scale: 1 });
    const app = await buildApp({
      config,
      db: connection.db,
      logger: false,
      ...(options.store && { store: options.store }),
    });
    await app.ready();
    return {
      app,
      db: connection.db,
      config,
      close: async () => {
        await app.close();
        await connection.close();
        await postgresDb?.drop();
      },
    };
  } catch (error) {
    await connection.close();
    await postgresDb?.drop();
    throw error;
  }
}
