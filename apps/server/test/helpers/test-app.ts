import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { feedDemoHospital, seedDemo } from '../../src/db/seed/index.ts';
import { inProcessTransport, markDemoHisFed } from '../../src/modules/demo-his/index.ts';
import { manualClock, type ManualClock } from '../../src/clock.ts';
import type { AttemptLimiter, KeyValueStore } from '../../src/stores/index.ts';
import { precompressFile } from '../../../../tools/precompress.ts';
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

/**
 * Fed demo hospitals, dumped once and copied after: feeding through the HIS API item by
 * item is what a real HIS does, and far slower than copying. A dump is kept in memory for
 * this process and on disk for the next ones, named after everything that could change
 * what the feed writes: the server's and the contract's sources, the migrations, and the
 * hospital name, demo flag and instant the feed ran with.
 */
const SNAPSHOT_DIR = join(tmpdir(), 'hospital-fed-demo');
const fedSnapshots = new Map<string, Promise<Blob | undefined>>();
let sourcesDigest: string | undefined;

function digestOfSources(): string {
  if (sourcesDigest) return sourcesDigest;
  const hash = createHash('sha256');
  const roots = ['../../src', '../../drizzle', '../../../../packages/contract/src'];
  for (const root of roots) {
    const dir = fileURLToPath(new URL(root, import.meta.url));
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
    for (const file of files) {
      const path = join(dir, file);
      if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
    }
  }
  sourcesDigest = hash.digest('hex');
  return sourcesDigest;
}

function snapshotFile(config: Config, clock: ManualClock): string {
  const key = JSON.stringify([digestOfSources(), config.hospitalName, config.demo, clock.now()]);
  return join(SNAPSHOT_DIR, `${createHash('sha256').update(key).digest('hex')}.tar`);
}

function loadSnapshot(file: string): Promise<Blob | undefined> {
  let loaded = fedSnapshots.get(file);
  if (!loaded) {
    loaded = Promise.resolve(existsSync(file) ? new Blob([readFileSync(file)]) : undefined);
    fedSnapshots.set(file, loaded);
  }
  return loaded;
}

async function saveSnapshot(file: string, dump: Blob): Promise<void> {
  fedSnapshots.set(file, Promise.resolve(dump));
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  // Written aside and renamed, so a process reading it never sees half a dump.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
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
    ANONYMOUS_RATE_LIMIT_PER_MINUTE: '10000',
    WEB_DIST: await testDist(TEST_INDEX_HTML),
    CONSOLE_DIST: await testDist(TEST_CONSOLE_INDEX_HTML),
    ...options.env,
  });
  const clock = options.clock ?? manualClock(TEST_NOW);
  const memory = config.databaseUrl === undefined && config.dataDir === 'memory://';
  const file = options.seed && memory ? snapshotFile(config, clock) : undefined;
  const snapshot = file ? await loadSnapshot(file) : undefined;
  const connection = openDatabase(config, snapshot);
  try {
    if (!snapshot) await migrateDatabase(connection);
    if (options.seed && !snapshot)
      await seedDemo(connection.db, { hospitalName: config.hospitalName });
    const app = await buildApp({
      config,
      db: connection.db,
      logger: false,
      clock,
      ...(options.store && { store: options.store }),
      ...(options.attempts && { attempts: options.attempts }),
    });
    await app.ready();
    if (options.seed && !snapshot) {
      await feedDemoHospital(app, inProcessTransport(app), { today: clock.now() });
      if (file && connection.driver === 'pglite')
        await saveSnapshot(file, await connection.client.dumpDataDir('none'));
    }
    if (snapshot) markDemoHisFed(app);
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
