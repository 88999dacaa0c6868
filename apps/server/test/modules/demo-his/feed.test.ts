import { count, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../src/db/schema/index.ts';
import { feedDemoHospital, seedDemo } from '../../../src/db/seed/index.ts';
import {
  DEMO_HIS_STATUS_PATH,
  feedDemoHis,
  httpTransport,
  inProcessTransport,
  type FeedSummary,
} from '../../../src/modules/demo-his/index.ts';
import { DEMO_HIS_CLIENT_ID } from '../../../src/modules/his/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** Every table the demo HIS writes, with its HIS id column. */
const FED = {
  departments: schema.departments,
  doctors: schema.doctors,
  schedules: schema.schedules,
  newsCategories: schema.newsCategories,
  news: schema.news,
  notices: schema.notices,
  surveys: schema.surveys,
  natItems: schema.natItems,
  examRooms: schema.examRooms,
  examPeriods: schema.examPeriods,
} satisfies Record<string, PgTable & { hisId: unknown }>;

async function countsOf(t: TestApp) {
  const counts: Record<string, { rows: number; withoutHisId: number }> = {};
  for (const [name, table] of Object.entries(FED)) {
    const [rows] = await t.db.select({ value: count() }).from(table);
    const [without] = await t.db.select({ value: count() }).from(table).where(isNull(table.hisId));
    counts[name] = { rows: rows!.value, withoutHisId: without!.value };
  }
  return counts;
}

const only = (summary: FeedSummary, status: 'created' | 'unchanged') =>
  Object.values(summary.areas).every(
    (counts) =>
      counts[status] > 0 &&
      Object.entries(counts).every(([key, value]) => key === status || value === 0),
  );

/** A whole feed, item by item, on a busy machine; the seeded test apps copy its result. */
const FEED_TIMEOUT_MS = 180_000;

let t: TestApp;
let first: FeedSummary;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '1' } });
  await seedDemo(t.db, { hospitalName: t.config.hospitalName, now: t.clock.now() });
  first = await feedDemoHospital(t.app, inProcessTransport(t.app), { today: t.clock.now() });
}, FEED_TIMEOUT_MS);
afterAll(() => t.close());

describe('the demo HIS feed', () => {
  it('lands every department, doctor, half-day, article, notice, survey and test item through the HIS API', async () => {
    expect(first.failed).toEqual([]);
    // The inpatient areas also write rows keyed otherwise (inpatient numbers, a stay's
    // trial and summary in one row), so a first feed may update what it created.
    expect(Object.keys(first.areas)).toEqual(expect.arrayContaining(Object.keys(FED)));
    const keyed = Object.entries(first.areas).filter(([name]) => name in FED);
    expect(only({ ...first, areas: Object.fromEntries(keyed) }, 'created')).toBe(true);
    const counts = await countsOf(t);
    for (const [name, { rows, withoutHisId }] of Object.entries(counts)) {
      expect(rows, name).toBe(first.areas[name]!.created);
      expect(withoutHisId, name).toBe(0);
    }
  });

  it('keeps the demo states other tests rely on: sold out, partly booked and stopped half-days', async () => {
    const rows = await t.db.select().from(schema.schedules);
    expect(rows.some((row) => row.remaining === 0 && row.status === 'open')).toBe(true);
    expect(rows.some((row) => row.remaining > 0 && row.remaining < row.capacity)).toBe(true);
    expect(rows.some((row) => row.status === 'stopped')).toBe(true);
    for (const row of rows) expect(row.nextSequence).toBe(row.capacity - row.remaining + 1);
  });

  it('places every clinic on the map', async () => {
    const clinics = (await t.db.select().from(schema.departments)).filter(
      (row) => row.parentId !== null,
    );
    const placed = new Set(
      (await t.db.select().from(schema.places)).map((place) => place.departmentId),
    );
    expect(clinics.every((clinic) => placed.has(clinic.id))).toBe(true);
  });

  it(
    'answers unchanged throughout when fed again, in process and over HTTP',
    async () => {
      const before = await countsOf(t);
      const again = await feedDemoHospital(t.app, inProcessTransport(t.app), {
        today: t.clock.now(),
      });
      expect(only(again, 'unchanged')).toBe(true);
      const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const overHttp = await feedDemoHospital(t.app, httpTransport(origin), {
        today: t.clock.now(),
      });
      expect(overHttp.failed).toEqual([]);
      expect(only(overHttp, 'unchanged')).toBe(true);
      expect(await countsOf(t)).toEqual(before);
    },
    2 * FEED_TIMEOUT_MS,
  );

  it('tells whoever waits that the hospital is fed', async () => {
    const response = await t.app.inject({ method: 'GET', url: DEMO_HIS_STATUS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fed: true });
  });
});

describe('a feed the server refuses', () => {
  let refused: TestApp;
  beforeAll(async () => {
    refused = await createTestApp({ env: { DEMO: '1' } });
    await seedDemo(refused.db, {
      hospitalName: refused.config.hospitalName,
      now: refused.clock.now(),
    });
  });
  afterAll(() => refused.close());

  it('is not ready before it was fed', async () => {
    const response = await refused.app.inject({ method: 'GET', url: DEMO_HIS_STATUS_PATH });
    expect(response.statusCode).toBe(503);
  });

  it('stops at a refused sign-in without throwing', async () => {
    const summary = await feedDemoHis({
      transport: inProcessTransport(refused.app),
      credentials: { clientId: DEMO_HIS_CLIENT_ID, secret: 'not-the-demo-secret' },
      today: refused.clock.now(),
      hospitalName: refused.config.hospitalName,
      log: refused.app.log,
    });
    expect(summary).toEqual({ areas: {}, failed: ['sign-in'] });
    const [doctors] = await refused.db.select({ value: count() }).from(schema.doctors);
    expect(doctors!.value).toBe(0);
  });

  it(
    'logs a refused item and goes on with the rest',
    async () => {
      // A doctor the console made holds the code the HIS gives its first doctor.
      const [department] = await refused.db
        .insert(schema.departments)
        .values({ code: 'CONSOLE', name: '院内科室', intro: '', location: '' })
        .returning();
      await refused.db.insert(schema.doctors).values({
        code: 'D00001',
        departmentId: department!.id,
        name: '院内医生',
        title: '主治医师',
        gender: 'MALE',
        speciality: '',
        intro: '',
        avatarUrl: '',
      });
      const summary = await feedDemoHospital(refused.app, inProcessTransport(refused.app), {
        today: refused.clock.now(),
      });
      expect(summary.failed).toEqual([]);
      expect(summary.areas.doctors!.refused).toBe(1);
      expect(summary.areas.doctors!.created).toBeGreaterThan(40);
      expect(summary.areas.schedules!.refused).toBeGreaterThan(0);
      expect(summary.areas.news!.created).toBeGreaterThan(0);
      const status = await refused.app.inject({ method: 'GET', url: DEMO_HIS_STATUS_PATH });
      expect(status.statusCode).toBe(200);
    },
    FEED_TIMEOUT_MS,
  );
});
