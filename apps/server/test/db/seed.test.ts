import { asc, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';
import { feedDemoHospital, isDatabaseEmpty, seedDemo } from '../../src/db/seed/index.ts';
import { inProcessTransport } from '../../src/modules/demo-his/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const TODAY = new Date('2025-03-03T08:15:00+08:00');
const SEEDED_TABLES = {
  hospitalSettings: schema.hospitalSettings,
  departments: schema.departments,
  doctors: schema.doctors,
  schedules: schema.schedules,
  buildings: schema.buildings,
  floors: schema.floors,
  places: schema.places,
  sliderImages: schema.sliderImages,
  newsCategories: schema.newsCategories,
  news: schema.news,
  notices: schema.notices,
};

const rowsOf = (db: Database, table: PgTable & { id: AnyPgColumn }) =>
  db.select().from(table).orderBy(asc(table.id));

async function countOf(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

/** A whole feed through the HIS API, item by item, on a busy machine. */
const FEED_TIMEOUT_MS = 180_000;

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp();
  for (const { app, db } of [first, second]) {
    await seedDemo(db, { hospitalName: '仁和医院', now: TODAY });
    await feedDemoHospital(app, inProcessTransport(app), { today: TODAY });
  }
}, 2 * FEED_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

describe('seedDemo and the demo HIS feed', () => {
  it('gives identical rows on every run with the same options', async () => {
    for (const [name, table] of Object.entries(SEEDED_TABLES)) {
      const [a, b] = await Promise.all([rowsOf(first.db, table), rowsOf(second.db, table)]);
      expect(a.length, name).toBeGreaterThan(0);
      expect(b, name).toEqual(a);
    }
  });

  it('loads a hospital of the promised size', async () => {
    const db = first.db;
    expect(await countOf(db, schema.departments)).toBeGreaterThanOrEqual(12);
    expect(await countOf(db, schema.doctors)).toBeGreaterThanOrEqual(40);
    expect(await countOf(db, schema.buildings)).toBeGreaterThanOrEqual(3);
    expect(await countOf(db, schema.sliderImages)).toBeGreaterThanOrEqual(3);
    expect(await countOf(db, schema.news)).toBeGreaterThanOrEqual(10);
    expect(await countOf(db, schema.notices)).toBeGreaterThan(0);
    const categories = await db
      .select({ name: schema.newsCategories.name })
      .from(schema.newsCategories);
    expect(categories.map(({ name }) => name)).toEqual(['医院新闻', '健康科普', '通知公告']);
  });

  it('builds a two-level department tree', async () => {
    const rows = await first.db.select().from(schema.departments);
    const ids = new Set(rows.map(({ id }) => id));
    const topLevel = new Set(rows.filter(({ parentId }) => parentId === null).map(({ id }) => id));
    const children = rows.filter(({ parentId }) => parentId !== null);
    expect(children.length).toBeGreaterThanOrEqual(12);
    for (const child of children) {
      expect(ids.has(child.parentId!)).toBe(true);
      expect(topLevel.has(child.parentId!)).toBe(true);
    }
  });

  it('schedules 14 days from today, some stopped, some sold out, all within capacity', async () => {
    const [range] = await first.db
      .select({
        first: sql<string>`min(${schema.schedules.date})`,
        last: sql<string>`max(${schema.schedules.date})`,
        stopped: sql<number>`count(*) filter (where ${schema.schedules.status} = 'stopped')::int`,
        soldOut: sql<number>`count(*) filter (where ${schema.schedules.remaining} = 0)::int`,
        outOfBounds: sql<number>`count(*) filter (where ${schema.schedules.remaining} < 0
          or ${schema.schedules.remaining} > ${schema.schedules.capacity}
          or ${schema.schedules.nextSequence} <> ${schema.schedules.capacity} - ${schema.schedules.remaining} + 1)::int`,
      })
      .from(schema.schedules);
    expect(range).toEqual({
      first: '2025-03-03',
      last: '2025-03-16',
      stopped: expect.any(Number) as number,
      soldOut: expect.any(Number) as number,
      outOfBounds: 0,
    });
    expect(range!.stopped).toBeGreaterThan(0);
    expect(range!.soldOut).toBeGreaterThan(0);
  });

  it('prices a slot by the doctor title', async () => {
    const fees = await first.db
      .selectDistinct({ title: schema.doctors.title, feeFen: schema.schedules.feeFen })
      .from(schema.schedules)
      .innerJoin(schema.doctors, eq(schema.doctors.id, schema.schedules.doctorId));
    expect(fees).toContainEqual({ title: '主任医师', feeFen: 5000 });
    expect(new Set(fees.map(({ title }) => title)).size).toBe(fees.length);
  });

  it('lets the database refuse a schedule with more remaining than capacity', async () => {
    const [doctor] = await first.db.select({ id: schema.doctors.id }).from(schema.doctors).limit(1);
    const insert = first.db.insert(schema.schedules).values({
      doctorId: doctor!.id,
      date: '2030-01-01',
      period: 'morning',
      feeFen: 1000,
      capacity: 5,
      remaining: 6,
    });
    await expect(insert).rejects.toThrow();
  });

  it('does nothing on a database that already holds the hospital', async () => {
    expect(await isDatabaseEmpty(first.db)).toBe(false);
    const before = await countOf(first.db, schema.doctors);
    await seedDemo(first.db, { hospitalName: '仁和医院', now: TODAY });
    expect(await countOf(first.db, schema.doctors)).toBe(before);
  });
});

describe('the demo HIS feed with a scale', () => {
  it(
    'multiplies departments, doctors and schedules',
    async () => {
      const scaled = await createTestApp();
      try {
        expect(await isDatabaseEmpty(scaled.db)).toBe(true);
        await seedDemo(scaled.db, { hospitalName: '仁和医院', now: TODAY });
        await feedDemoHospital(scaled.app, inProcessTransport(scaled.app), {
          today: TODAY,
          scale: 2,
        });
        for (const table of [schema.departments, schema.doctors]) {
          expect(await countOf(scaled.db, table)).toBe(2 * (await countOf(first.db, table)));
        }
        expect(await countOf(scaled.db, schema.schedules)).toBeGreaterThan(
          1.5 * (await countOf(first.db, schema.schedules)),
        );
      } finally {
        await scaled.close();
      }
    },
    2 * FEED_TIMEOUT_MS,
  );

  it('rejects a scale that is not a positive integer', async () => {
    await expect(
      feedDemoHospital(first.app, inProcessTransport(first.app), { today: TODAY, scale: 0 }),
    ).rejects.toThrow(RangeError);
  });
});
