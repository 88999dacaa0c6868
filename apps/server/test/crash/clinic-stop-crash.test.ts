import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import { appointments, refunds, sideEffects, userMessages } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/ledger/check.ts';
import { drainSideEffects } from '../../src/side-effects/index.ts';
import { createPostgresDatabase } from '../helpers/postgres-databases.ts';
import { createTestApp, TEST_NOW } from '../helpers/test-app.ts';
import { createSchedule, createClinic, setUpHospital } from '../modules/appointments/fixtures.ts';
import { holder, stopAsHis, type Holder } from '../modules/clinic-stops/fixtures.ts';
import { pause } from './load.ts';
import { ServerProcess } from './server-process.ts';

const PAID = 20;
const UNPAID = 5;

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
  const dir = mkdtempSync(join(tmpdir(), 'hospital-clinic-stop-'));
  cleanups.push(() => Promise.resolve(rmSync(dir, { recursive: true, force: true })));
  return { DATA_DIR: dir };
}

/** A half-day holding PAID paid and UNPAID unpaid appointments, stopped; nothing sent yet. */
async function stoppedClinic(database: Record<string, string>) {
  const t = await createTestApp({ env: { ...database, JOBS: '0' } });
  try {
    await setUpHospital(t.app);
    const { clinic } = await createClinic(t.app);
    const schedule = await createSchedule(t.app, clinic.id, { capacity: PAID + UNPAID });
    const holders: Holder[] = [];
    for (let n = 0; n < PAID + UNPAID; n += 1)
      holders.push(await holder(t.app, schedule.id, n < PAID));
    expect(await stopAsHis(t.app, schedule.id)).toMatchObject({
      refunded: PAID,
      canceled: UNPAID,
    });
    return { scheduleId: schedule.id, holders };
  } finally {
    await t.close();
  }
}

describe('a clinic stop whose server is killed while it sends the refunds', () => {
  it('messages every holder once and refunds every paid one once after restarts', async () => {
    const database = await sharedDatabase();
    const { scheduleId, holders } = await stoppedClinic(database);

    // The worker runs every two seconds: the kills land before, during and after its rounds.
    const server = new ServerProcess({
      ...database,
      SANDBOX: '1',
      JOBS: '1',
      CLOCK_START: TEST_NOW.toISOString(),
      WEB_DIST: join(tmpdir(), 'no-web-app'),
    });
    cleanups.push(() => server.kill());
    await server.start();
    for (const wait of [2_100, 2_400]) {
      await pause(wait);
      await server.restart();
    }
    await server.kill();

    // A last server finishes what the killed ones left, then the books are checked.
    const clock = manualClock(TEST_NOW);
    const t = await createTestApp({ env: { ...database, JOBS: '0' }, clock });
    cleanups.push(t.close);
    for (let round = 0; round < 5; round += 1) {
      clock.advance(3_600_000);
      await drainSideEffects(t.app, clock.now());
    }

    const ids = holders.map((h) => h.appointment.id);
    const states = await t.db
      .select({ status: appointments.status, n: count() })
      .from(appointments)
      .where(inArray(appointments.id, ids))
      .groupBy(appointments.status);
    expect(Object.fromEntries(states.map((row) => [row.status, row.n]))).toEqual({
      refunded: PAID,
      canceled: UNPAID,
    });
    const sent = await t.db
      .select({ outRefundNo: refunds.outRefundNo, status: refunds.status })
      .from(refunds)
      .innerJoin(appointments, eq(appointments.paymentOrderId, refunds.orderId))
      .where(eq(appointments.scheduleId, scheduleId));
    expect(sent).toHaveLength(PAID);
    expect(new Set(sent.map((refund) => refund.outRefundNo))).toEqual(
      new Set(holders.slice(0, PAID).map((h) => `R${h.appointment.orderNum}`)),
    );
    expect(sent.every((refund) => refund.status === 'success')).toBe(true);
    const messages = await t.db
      .select({ userId: userMessages.userId, n: count() })
      .from(userMessages)
      .where(eq(userMessages.title, '停诊通知'))
      .groupBy(userMessages.userId);
    expect(messages).toHaveLength(PAID + UNPAID);
    expect(messages.every((row) => row.n === 1)).toBe(true);
    const [owed] = await t.db
      .select({ n: count() })
      .from(sideEffects)
      .where(eq(sideEffects.kind, 'refund'));
    expect(owed?.n).toBe(PAID);
    const ledger = await checkLedger(t.db);
    expect(ledger.filter((report) => report.violations > 0)).toEqual([]);
  }, 300_000);
});
