import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { feedDemoHospital, seedDemo } from '../../src/db/seed/index.ts';
import { inProcessTransport, markDemoHisFed } from '../../src/modules/demo-his/index.ts';
import { manualClock, type ManualClock } from '../../src/clock.ts';
import type { AttemptLimiter, ChangeFeed, KeyValueStore } from '../../src/stores/index.ts';
import { precompressFile } from '../../../../tools/precompress.ts';
import { fedDemoKey } from './fed-demo-key.ts';
import { loadSnapshot, saveSnapshot } from './pglite-snapshots.ts';
import { createPostgresDatabase, templateName } from './postgres-databases.ts';
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
  /** Where the instance hears of changes to kept data, e.g. a Redis channel of the test's own; closed with the app. */
  changes?: ChangeFeed;
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

export const TEST_ASSET = '/assets/app-3f2a1b.js';
export const TEST_ASSET_SOURCE = `${'console.log("app");\n'.repeat(20)}export {};\n`;

/** An app's index.html, long enough that its compressed copies are smaller. */
const shellHtml = (title: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>${title}</title><script type="module" crossorigin src="${TEST_ASSET}"></script></head><body><div id="root">${title}</div></body></html>`;

export const TEST_INDEX_HTML = shellHtml('test web app');
export const TEST_CONSOLE_INDEX_HTML = shellHtml('test console');

const builtApps = new Map<string, Promise<string>>();

/** A built app in miniature: index.html and one hashed asset, each with its compressed copies. */
function testDist(indexHtml: string): Promise<string> {
  const built = builtApps.get(indexHtml);
  if (built) return built;
  const dir = mkdtempSync(join(tmpdir(), 'hospital-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, TEST_ASSET), TEST_ASSET_SOURCE);
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const made = Promise.all(
    ['index.html', TEST_ASSET].map((file) => precompressFile(join(dir, file))),
  ).then(() => dir);
  builtApps.set(indexHtml, made);
  return made;
}

const testConfig = async (env: Record<string, string | undefined>): Promise<Config> =>
  loadConfig({
    DATA_DIR: 'memory://',
    SANDBOX: '1',
    LOG_LEVEL: 'silent',
    // Tests send many requests from one address; the limits have their own test.
    TOKEN_RATE_LIMIT_PER_MINUTE: '10000',
    RATE_LIMIT_PER_MINUTE: '10000',
    ANONYMOUS_RATE_LIMIT_PER_MINUTE: '10000',
    WEB_DIST: await testDist(TEST_INDEX_HTML),
    CONSOLE_DIST: await testDist(TEST_CONSOLE_INDEX_HTML),
    // The page as built; a test that wants the home drawn into it names a renderer.
    WEB_HOME_RENDERER: '/nonexistent-home-renderer.js',
    ...env,
  });

/** The PostgreSQL template of a migrated, empty database. */
export const migratedTemplate = () => ({
  name: templateName('migrated'),
  fill: async (url: string) => {
    const connection = openDatabase({ databaseUrl: url, dataDir: 'memory://' });
    try {
      await migrateDatabase(connection);
    } finally {
      await connection.close();
    }
  },
});

/** The PostgreSQL template of the demo hospital fed with these settings at the clock's time. */
export const fedDemoTemplate = async (env: Record<string, string>, clock: ManualClock) => ({
  name: templateName(`fed_${fedDemoKey(await testConfig(env), clock).slice(0, 24)}`),
  fill: async (url: string) => {
    const fed = await createTestApp({
      seed: true,
      clock: manualClock(clock.now()),
      env: { ...env, DATABASE_URL: url },
    });
    await fed.close();
  },
});

/**
 * The real app on a fresh database with the real migrations: in-memory PGlite, or a new
 * PostgreSQL database when TEST_DB=postgres; or on the database the test gives in `env`
 * (DATABASE_URL or DATA_DIR), which it keeps. A seeded app's database is a copy of a fed
 * demo hospital where one exists for its key, as is an unseeded PostgreSQL one of a
 * migrated database. Call `close` in afterAll/afterEach.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const sharedUrl = options.sharing?.config.databaseUrl;
  if (options.sharing && !sharedUrl) throw new Error('only a PostgreSQL database can be shared');
  // A database the test names itself (to restart on it) or shares is the test's to drop.
  const ownDatabase =
    options.sharing !== undefined ||
    options.env?.DATABASE_URL !== undefined ||
    options.env?.DATA_DIR !== undefined;
  const clock = options.clock ?? manualClock(TEST_NOW);
  const postgresDb =
    process.env.TEST_DB === 'postgres' && !ownDatabase
      ? await createPostgresDatabase(
          options.seed ? await fedDemoTemplate(options.env ?? {}, clock) : migratedTemplate(),
        )
      : undefined;
  const config = await testConfig({ DATABASE_URL: sharedUrl ?? postgresDb?.url, ...options.env });
  const memory = config.databaseUrl === undefined && config.dataDir === 'memory://';
  const key = options.seed && memory ? fedDemoKey(config, clock) : undefined;
  const snapshot = key ? await loadSnapshot(key) : undefined;
  const copied = snapshot !== undefined || postgresDb !== undefined;
  const connection = openDatabase(config, snapshot);
  try {
    if (!copied) await migrateDatabase(connection);
    if (options.seed && !copied)
      await seedDemo(connection.db, { hospitalName: config.hospitalName, now: clock.now() });
    const app = await buildApp({
      config,
      db: connection.db,
      logger: false,
      clock,
      ...(options.store && { store: options.store }),
      ...(options.attempts && { attempts: options.attempts }),
      ...(options.changes && { changes: options.changes }),
    });
    await app.ready();
    if (options.seed && !copied) {
      await feedDemoHospital(app, inProcessTransport(app), { today: clock.now() });
      if (key && connection.driver === 'pglite')
        await saveSnapshot(key, await connection.client.dumpDataDir('none'));
    }
    if (options.seed && copied) markDemoHisFed(app);
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
