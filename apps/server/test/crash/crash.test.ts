import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import type { Database } from '../../src/db/client.ts';
import {
  accessTokens,
  appointments,
  refunds,
  sandboxNotifies,
  schedules,
  userIdentities,
  users,
} from '../../src/db/schema/index.ts';
import { feedDemoHospital, seedDemo } from '../../src/db/seed/index.ts';
import { inProcessTransport } from '../../src/modules/demo-his/index.ts';
import { jobs } from '../../src/jobs/index.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { syncOAuthClients } from '../../src/modules/auth/clients-repository.ts';
import { sha256 } from '../../src/secrets.ts';
import { RETRY_DELAYS_S } from '../../src/modules/payments/providers/sandbox/outbox.ts';
import { createPostgresDatabase } from '../helpers/postgres-databases.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { adult } from '../modules/patients/fixtures.ts';
import { pause, PatientClient, pick, seededRandom, type Tally } from './load.ts';
import { ServerProcess } from './server-process.ts';

/** 10:00 in Shanghai on a Monday: the booking window is open and tomorrow is bookable. */
const START = '2026-03-02T10:00:00+08:00';
const TOMORROW = '2026-03-03';
const DAY_AFTER = '2026-03-04';
const PATIENTS = 12;
const SCHEDULES = 6;
/** Small, so the patients fight for the last places while the server dies under them. */
const CAPACITY = 4;
const KILLS = 3;
const FAR_AHEAD = new Date('2099-01-01T00:00:00Z');

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The database the servers share: a fresh PostgreSQL one when there is one, else PGlite. */
async function sharedDatabase(): Promise<Record<string, string>> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    return { DATABASE_URL: database.url };
  }
  const dir = mkdtempSync(join(tmpdir(), 'hospital-crash-'));
  cleanups.push(() => Promise.resolve(rmSync(dir, { recursive: true, force: true })));
  return { DATA_DIR: dir };
}

interface Prepared {
  tokens: string[];
  scheduleIds: number[];
}

/**
 * The demo hospital at START, a few of tomorrow's half-days made small, and patients'
 * accounts with their WeChat identity and a bearer token each (signing in is not what this
 * test is about).
 */
async function prepare(env: Record<string, string>): Promise<Prepared> {
  // An app of its own for the demo HIS to feed through; the servers under test start after.
  const t = await createTestApp({ env: { ...env, JOBS: '0' }, clock: manualClock(START) });
  try {
    const { config, db } = t;
    await seedDemo(db, {
      hospitalName: config.hospitalName,
      now: new Date(START),
      registrationWindow: { start: { hour: 0, minute: 0 }, end: { hour: 23, minute: 59 } },
    });
    await feedDemoHospital(t.app, inProcessTransport(t.app), { today: new Date(START) });
    await syncOAuthClients(db, config.oauthClients);
    const picked = await db
      .select({ id: schedules.id })
      .from(schedules)
      .where(and(gte(schedules.date, TOMORROW), lte(schedules.date, DAY_AFTER)))
      .orderBy(schedules.id)
      .limit(SCHEDULES);
    const scheduleIds = picked.map((row) => row.id);
    await db
      .update(schedules)
      .set({ capacity: CAPACITY, remaining: CAPACITY, status: 'open' })
      .where(inArray(schedules.id, scheduleIds));
    const tokens: string[] = [];
    for (let n = 0; n < PATIENTS; n += 1) {
      const [user] = await db
        .insert(users)
        .values({ nickname: `患者${n}` })
        .returning();
      if (!user) throw new Error('user not inserted');
      await db.insert(userIdentities).values({
        userId: user.id,
        provider: 'wechat_oa',
        subject: `o${randomBytes(12).toString('hex')}`,
      });
      const token = randomBytes(24).toString('hex');
      await db.insert(accessTokens).values({
        tokenHash: sha256(token),
        refreshTokenHash: sha256(`${token}-refresh`),
        userId: user.id,
        clientId: config.oauthClients[0]?.clientId ?? '',
        host: 'WXGZH',
        expiresAt: FAR_AHEAD,
        refreshExpiresAt: FAR_AHEAD,
      });
      tokens.push(token);
    }
    return { tokens, scheduleIds };
  } finally {
    await t.close();
  }
}

type Payment = 'wechat' | 'alipay' | 'both';

/** Books, pays (one channel, the other, or both at once) and sometimes cancels, until told to stop. */
async function patientLoop(
  client: PatientClient,
  patientId: number,
  scheduleIds: number[],
  random: () => number,
  running: () => boolean,
) {
  while (running()) {
    const booked = await client.json<{ id: number }>('/api/appointment/save', {
      json: { scheduleId: pick(random, scheduleIds), patientId },
    });
    if (!booked) {
      await pause(50);
      continue;
    }
    const payment: Payment = pick(random, ['wechat', 'alipay', 'both'] as const);
    // Both cashiers are opened before either is confirmed: the patient pays twice at once.
    const cashiers = await Promise.all([
      payment === 'alipay' ? undefined : client.wechatCashier(booked.id),
      payment === 'wechat' ? undefined : client.alipayCashier(booked.id),
    ]);
    const open = cashiers.filter((url) => url !== undefined);
    await Promise.all(open.map((url) => client.confirmAtCashier(url)));
    if (random() < 0.5) await client.request(`/api/appointment/${booked.id}/canceled`);
  }
}

/** Runs the load while `servers` are killed KILLS times at seeded random moments and restarted. */
async function crashUnderLoad(servers: ServerProcess[], prepared: Prepared, seed: number) {
  const random = seededRandom(seed);
  const tally: Tally = { requests: 0, serverErrors: [], cut: 0 };
  const clients = prepared.tokens.map(
    (token, n) => new PatientClient(() => servers[n % servers.length]?.base ?? '', token, tally),
  );
  const patientIds: number[] = [];
  for (const [n, client] of clients.entries()) {
    const patient = await client.json<{ id: number }>('/api/patients/save', { json: adult(n + 1) });
    if (!patient) throw new Error('patient not saved');
    patientIds.push(patient.id);
  }

  let running = true;
  const load = clients.map((client, n) =>
    patientLoop(
      client,
      patientIds[n] ?? 0,
      prepared.scheduleIds,
      seededRandom(seed + n + 1),
      () => running,
    ),
  );
  for (let kill = 0; kill < KILLS; kill += 1) {
    await pause(800 + random() * 2200);
    await pick(random, servers).restart();
  }
  await pause(1000);
  running = false;
  await Promise.all(load);
  for (const server of servers) await server.kill();
  return tally;
}

/** Work the servers still owe: refunds not settled, notifies not acknowledged. */
async function pendingWork(db: Database): Promise<number> {
  const [open] = await db
    .select({ n: count() })
    .from(refunds)
    .where(inArray(refunds.status, ['pending', 'processing']));
  const [unsent] = await db
    .select({ n: count() })
    .from(sandboxNotifies)
    .where(
      and(
        isNull(sandboxNotifies.deliveredAt),
        lte(sandboxNotifies.attempts, RETRY_DELAYS_S.length),
      ),
    );
  return (open?.n ?? 0) + (unsent?.n ?? 0);
}

/** The latest time the rows name, so the drain's clock is past every one of them. */
async function latestStamp(db: Database): Promise<Date> {
  const [row] = await db
    .select({
      ms: sql<number>`(extract(epoch from greatest(
        (select max(created_at) from refunds),
        (select max(next_attempt_at) from sandbox_notifies),
        (select max(expires_at) from payment_orders),
        ${START}::timestamptz)) * 1000)::float8`,
    })
    .from(sql`(select 1) as one`);
  return new Date(Number(row?.ms));
}

/**
 * One more restart, then the background jobs run until nothing is owed (bounded): the clock
 * moves an hour a round, so every retry and re-send is due without waiting for it.
 */
async function drainAndCheck(env: Record<string, string>) {
  const clock = manualClock(START);
  const t = await createTestApp({ env: { ...env, JOBS: '0' }, clock });
  cleanups.push(t.close);
  // Some rows are stamped by the database, not the server's clock: start from the latest.
  clock.set(await latestStamp(t.db));
  let owed = await pendingWork(t.db);
  for (let round = 0; round < 10 && owed > 0; round += 1) {
    clock.advance(3_600_000);
    for (const job of jobs) await job.run(t.app, clock.now());
    owed = await pendingWork(t.db);
  }
  const ledger = await checkLedger(t.db);
  const oversold = await t.db
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      or(
        sql`${schedules.remaining} < 0`,
        sql`(select count(*) from ${appointments} a where a.schedule_id = ${schedules.id}
          and a.status in ('pending_payment', 'paid', 'visited')) > ${schedules.capacity}`,
      ),
    );
  const [activity] = await t.db
    .select({
      booked: count(),
      paid: sql<number>`count(*) filter (where ${appointments.paidAt} is not null)::int`,
      cancelledPaid: sql<number>`count(*) filter (where ${appointments.paidAt} is not null
        and ${appointments.status} in ('canceled', 'refunded'))::int`,
    })
    .from(appointments)
    .where(eq(appointments.paidWith, 'online'));
  return { owed, ledger, oversold: oversold.length, activity };
}

const violations = (ledger: Awaited<ReturnType<typeof checkLedger>>) =>
  Object.fromEntries(ledger.map((report) => [report.name, report.violations]));
const NONE = {
  'cancelled-paid-refunded-once': 0,
  'refunds-within-paid': 0,
  'paid-orders-confirmed': 0,
  'live-not-refunded': 0,
  'one-kept-payment': 0,
};

const serverEnv = (database: Record<string, string>) => ({
  ...database,
  DEMO: '1',
  SANDBOX: '1',
  JOBS: '1',
  CLOCK_START: START,
  RATE_LIMIT_PER_MINUTE: '100000',
  ANONYMOUS_RATE_LIMIT_PER_MINUTE: '100000',
  TOKEN_RATE_LIMIT_PER_MINUTE: '100000',
  WEB_DIST: join(tmpdir(), 'no-web-app'),
});

/** Two minutes of load and kills, after the demo HIS fed the hospital item by item. */
const PREPARED_RUN_MS = 240_000;

describe('the server killed with SIGKILL under load', () => {
  it(
    'keeps every money invariant and oversells nothing after three kills and restarts',
    async () => {
      const database = await sharedDatabase();
      const prepared = await prepare(database);
      const server = new ServerProcess(serverEnv(database));
      cleanups.push(() => server.kill());
      await server.start();

      const tally = await crashUnderLoad([server], prepared, 20_261_123);
      const result = await drainAndCheck(database);

      expect(tally.serverErrors).toEqual([]);
      expect(result.activity?.paid).toBeGreaterThan(0);
      expect(result.activity?.cancelledPaid).toBeGreaterThan(0);
      expect(result.owed).toBe(0);
      expect(result.oversold).toBe(0);
      expect(violations(result.ledger)).toEqual(NONE);
    },
    PREPARED_RUN_MS,
  );

  // Two instances need a shared PostgreSQL and Redis; without both there is nothing to share.
  it.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)(
    'two instances on one PostgreSQL and one Redis oversell nothing and keep no double payment',
    async () => {
      const database = await sharedDatabase();
      const prepared = await prepare(database);
      const env = { ...serverEnv(database), REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
      const servers = [new ServerProcess(env), new ServerProcess(env)];
      for (const server of servers) {
        cleanups.push(() => server.kill());
        await server.start();
      }

      const tally = await crashUnderLoad(servers, prepared, 20_261_124);
      const result = await drainAndCheck(database);

      expect(tally.serverErrors).toEqual([]);
      expect(result.activity?.paid).toBeGreaterThan(0);
      expect(result.oversold).toBe(0);
      expect(violations(result.ledger)['one-kept-payment']).toBe(0);
    },
    PREPARED_RUN_MS,
  );
});
