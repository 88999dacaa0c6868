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
import { feedDemoHospital, seedDemo } from '../../src/db/seed/index.ts';
import { inProcessTransport } from '../../src/modules/demo-his/index.ts';
import { manualClock, type ManualClock } from '../../src/clock.ts';
import type { AttemptLimiter, KeyValueStore } from '../../src/stores/index.ts';
import { TEST_NOW } from './test-clock.ts';

export { TEST_NOW, testNow } from './test-clock.ts';

export interface TestAppOptions {
  /** Environment on top of the test defaults (sandbox on, silent log, a tiny web app and console). */
  env?: Record<string, string>;
  /** Load the demo hospital: our settings, then the demo HIS's feed through the HIS API. */
  seed?: boolean;
  /** A store of the test's own, e.g. a memory store on a fake clock; closed by the test. */
  store?: KeyValueStore;
  /** The time the app reads; a clock standing still at TEST_NOW when unset. */
  clock?: ManualClock;
  /** Guess counters of the test's own, e.g. on a Redis key prefix of its own; closed by the test. */
  attempts?: AttemptLimiter;
  /**
   * A second server instance on the database of this test app, as behind a load balancer:
   * it shares the rows, not the memory. PostgreSQL only; the database stays the first's.
   */
  sharing?: TestApp;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The app's clock: tests move it to reach a boundary. */
  clock: ManualClock;
  close: () => Promise<void>;
}

export const TEST_INDEX_HTML =
  '<!doctype html><html><body><div id="root">test web app</div></body></html>';
export const TEST_CONSOLE_INDEX_HTML =
  '<!doctype html><html><body><div id="root">test console</div></body></html>';
export const TEST_ASSET = '/assets/app-3f2a1b.js';

const builtApps = new Map<string, string>();

/** A built app in miniature: index.html and one hashed asset. */
function testDist(indexHtml: string): string {
  const built = builtApps.get(indexHtml);
  if (built) return built;
  const dir = mkdtempSync(join(tmpdir(), 'hospital-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, TEST_ASSET), 'console.log("app");');
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  builtApps.set(indexHtml, dir);
  return dir;
}

/** A brand-new database on the PostgreSQL of TEST_DATABASE_URL, dropped by the returned function. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
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
 * PostgreSQL database when TEST_DB=postgres; or on the database the test gives in `env`
 * (DATABASE_URL or DATA_DIR), which it keeps. Call `close` in afterAll/afterEach.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const sharedUrl = options.sharing?.config.databaseUrl;
  if (options.sharing && !sharedUrl) throw new Error('only a PostgreSQL database can be shared');
  // A database the test names itself (to restart on it) or shares is the test's to drop.
  const ownDatabase =
    options.sharing !== undefined ||
    options.env?.DATABASE_URL !== undefined ||
    options.env?.DATA_DIR !== undefined;
  const postgresDb =
    process.env.TEST_DB === 'postgres' && !ownDatabase ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: 'memory://',
    DATABASE_URL: sharedUrl ?? postgresDb?.url,
    SANDBOX: '1',
    LOG_LEVEL: 'silent',
    // Tests send many requests from one address; the limits have their own test.
    TOKEN_RATE_LIMIT_PER_MINUTE: '10000',
    RATE_LIMIT_PER_MINUTE: '10000',
    WEB_DIST: testDist(TEST_INDEX_HTML),
    CONSOLE_DIST: testDist(TEST_CONSOLE_INDEX_HTML),
    ...options.env,
  });
  const clock = options.clock ?? manualClock(TEST_NOW);
  const connection = openDatabase(config);
  try {
    await migrateDatabase(connection);
    if (options.seed) await seedDemo(connection.db, { hospitalName: config.hospitalName });
    const app = await buildApp({
      config,
      db: connection.db,
      logger: false,
      clock,
      ...(options.store && { store: options.store }),
      ...(options.attempts && { attempts: options.attempts }),
    });
    await app.ready();
    if (options.seed) await feedDemoHospital(app, inProcessTransport(app), { today: clock.now() });
    return {
      app,
      db: connection.db,
      config,
      clock,
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
