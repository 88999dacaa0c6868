/**
 * The booking race: N concurrent clients POST /api/appointment/save for one half-day
 * through the whole server, on PostgreSQL (when it answers) and on PGlite, at each of
 * several concurrencies. Beside each, the same number of single-statement inserts at the
 * same concurrency on the same database is the yardstick. Oversold counts live
 * appointments past the capacity plus numbers handed out twice.
 */
import { performance } from 'node:perf_hooks';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  appointments,
  departments,
  doctors,
  hospitalSettings,
  patients,
  schedules,
} from '../apps/server/src/db/schema/index.ts';
import { racingPatients } from '../apps/server/src/db/seed/index.ts';
import { addDays, hospitalDate } from '../apps/server/src/modules/schedules/index.ts';
import { benchDatabases, type BenchDatabase } from './lib/databases.ts';
import { growLarge } from './lib/large-hospital.ts';
import { benchServer, runConcurrently, signedInUser } from './lib/server.ts';

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 600);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 500);
/** The concurrencies raced, in order; the first is the one of the last line. */
const CLIENTS = (process.env.BENCH_CLIENTS ?? '50,200,1000').split(',').map(Number);

async function openHospital(app: FastifyInstance): Promise<number> {
  const { db } = app;
  await db.insert(hospitalSettings).values({
    name: '压测医院',
    registrationStartHour: 0,
    registrationStartMinute: 0,
    registrationEndHour: 23,
    registrationEndMinute: 59,
    enabledModules: ['registration'],
    servicePhone: '0571-88886666',
    address: '压测地址',
    intro: '压测',
  });
  const [clinic] = await db
    .insert(departments)
    .values({ code: 'BENCH', name: '压测门诊', intro: '', location: '门诊楼' })
    .returning();
  const [doctor] = await db
    .insert(doctors)
    .values({
      code: 'BENCH-D',
      departmentId: clinic!.id,
      name: '压测医生',
      title: '主治医师',
      speciality: '',
      intro: '',
      gender: 'MALE',
      avatarUrl: '',
    })
    .returning();
  return doctor!.id;
}

/** A fresh half-day of the doctor for each race, `day` days ahead. */
async function oneHalfDay(app: FastifyInstance, doctorId: number, day: number): Promise<number> {
  const [schedule] = await app.db
    .insert(schedules)
    .values({
      doctorId,
      date: addDays(hospitalDate(app.clock.now()), day),
      period: 'morning',
      feeFen: 5000,
      capacity: CAPACITY,
      remaining: CAPACITY,
    })
    .returning();
  return schedule!.id;
}

async function oversold(app: FastifyInstance, scheduleId: number): Promise<number> {
  const [live] = await app.db
    .select({ value: count(), numbers: sql<number>`count(distinct ${appointments.sequence})::int` })
    .from(appointments)
    .where(
      and(
        eq(appointments.scheduleId, scheduleId),
        inArray(appointments.status, ['pending_payment', 'paid']),
      ),
    );
  const [schedule] = await app.db.select().from(schedules).where(eq(schedules.id, scheduleId));
  const total = live?.value ?? 0;
  const twice = total - (live?.numbers ?? 0);
  return (
    Math.max(0, total - (schedule?.capacity ?? 0)) +
    twice +
    ((schedule?.remaining ?? 0) < 0 ? 1 : 0)
  );
}

async function rawInsertsPerSecond(
  app: FastifyInstance,
  attempts: number,
  clients: number,
): Promise<number> {
  await app.db.execute(
    sql`create table if not exists bench_raw (id serial primary key, n integer not null)`,
  );
  const started = performance.now();
  await runConcurrently(attempts, clients, async (n) => {
    await app.db.execute(sql`insert into bench_raw (n) values (${n})`);
  });
  return attempts / ((performance.now() - started) / 1000);
}

interface Result {
  clients: number;
  attempts: number;
  booked: number;
  oversold: number;
  rate: number;
  ratio: number;
}

/** One race of `clients` at once, each for a different patient; every client books once at least. */
async function race(app: FastifyInstance, scheduleId: number, clients: number): Promise<Result> {
  const attempts = Math.max(ATTEMPTS, clients);
  const user = await signedInUser(app);
  // Patients of earlier races hold the cards before these.
  const first = await app.db.$count(patients);
  const patientIds = await racingPatients(app.db, user.userId, attempts, 800_000_000 + first);
  let booked = 0;
  const started = performance.now();
  await runConcurrently(attempts, clients, async (n) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/appointment/save',
      headers: user.headers,
      payload: { scheduleId, patientId: patientIds[n] },
    });
    if (response.statusCode === 200) booked += 1;
    else if (response.statusCode !== 409)
      throw new Error(`booking answered ${response.statusCode}`);
  });
  const rate = booked / ((performance.now() - started) / 1000);
  const raw = await rawInsertsPerSecond(app, attempts, clients);
  return {
    clients,
    attempts,
    booked,
    oversold: await oversold(app, scheduleId),
    rate,
    ratio: rate / raw,
  };
}

/**
 * One race per concurrency of `CLIENTS`, each on a fresh half-day from `firstDay` days ahead
 * (`CLIENTS.length` + 1 days in all). One race goes first, unmeasured, on a half-day of its
 * own: none is then measured while the server's code is still being compiled, or on the
 * first statements after the hospital has grown (their plans made again, the pages they
 * read not yet in memory).
 */
async function racesAt(
  app: FastifyInstance,
  doctorId: number,
  firstDay: number,
  label: string,
): Promise<Result[]> {
  await race(app, await oneHalfDay(app, doctorId, firstDay + CLIENTS.length), CLIENTS[0]!);
  const results: Result[] = [];
  for (const [n, clients] of CLIENTS.entries()) {
    const result = await race(app, await oneHalfDay(app, doctorId, firstDay + n), clients);
    console.log(`${label}: ${line(result)} (${clients} clients, ${CAPACITY} slots)`);
    results.push(result);
  }
  return results;
}

/**
 * The races of one database; on PostgreSQL, again once the hospital has grown large, with
 * each booking rate's slowdown printed beside the small hospital's.
 */
async function races(database: BenchDatabase): Promise<Result[]> {
  const app = await benchServer(database);
  try {
    const doctorId = await openHospital(app);
    const small = await racesAt(app, doctorId, 1, database.name);
    if (await growLarge(database, hospitalDate(app.clock.now()))) {
      const large = await racesAt(app, doctorId, 2 + CLIENTS.length, `${database.name} large`);
      for (const [n, clients] of CLIENTS.entries())
        console.log(
          `${database.name}: ${clients} clients, booking rate small/large ` +
            `${(small[n]!.rate / large[n]!.rate).toFixed(2)}, oversold ${large[n]!.oversold}`,
        );
      return [...small, ...large];
    }
    return small;
  } finally {
    await app.close();
  }
}

const line = (result: Result) =>
  `${result.attempts} attempts, ${result.booked} booked, ${result.oversold} oversold, ` +
  `${result.rate.toFixed(1)}/s, ${result.ratio.toFixed(3)} of raw`;

const results: Result[][] = [];
for (const open of await benchDatabases(process.env)) {
  const database = await open();
  try {
    results.push(await races(database));
  } finally {
    await database.close();
  }
}
// The first database measured is the production one (PostgreSQL when it answered), at the
// first concurrency.
console.log(`booking: ${line(results[0]![0]!)}`);
if (results.flat().some((result) => result.oversold > 0)) process.exitCode = 1;
