/**
 * Read throughput of the booking pages' two busiest calls, through the whole server (auth,
 * validation, serialisation, security headers) and through a bare Fastify route running the
 * same queries, side by side on the demo hospital seeded at scale 10. Loopback only.
 */
import type { Result } from 'autocannon';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { and, asc, between, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from '../apps/server/src/clock.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { departments, doctors, schedules } from '../apps/server/src/db/schema/index.ts';
import { feedDemoHospital, seedDemo } from '../apps/server/src/db/seed/index.ts';
import { inProcessTransport } from '../apps/server/src/modules/demo-his/index.ts';
import { clinicDoctorSchedules } from '../apps/server/src/modules/doctors/index.ts';
import { departmentTree } from '../apps/server/src/modules/hospitals/index.ts';
import { bookingHorizon, hospitalDate } from '../apps/server/src/modules/schedules/index.ts';
import type { ReadCache } from '../apps/server/src/stores/index.ts';
import { benchDatabases, type BenchDatabase } from './lib/databases.ts';
import { growLarge } from './lib/large-hospital.ts';
import { benchServer, signedInUser } from './lib/server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TURNS = 5;

/** The same queries as the real routes, with the server's caches, and nothing around them. */
function bareServer(deps: { db: Database; clock: Clock; caches: ReadCache }): FastifyInstance {
  const bare = Fastify({ logger: false });
  bare.get<{ Params: { deptCode: string; docId: string } }>(
    '/api/hospitals/:deptCode/:docId/Schedules',
    async (request, reply) => {
      const found = await clinicDoctorSchedules(
        deps,
        request.params.deptCode,
        Number(request.params.docId),
      );
      return found ?? reply.code(404).send({ message: 'not found' });
    },
  );
  bare.get('/api/hospitals/depts', () => departmentTree(deps));
  return bare;
}

/** A doctor with half-days in the horizon, as a patient would open one. */
async function busyDoctor(db: Database, now: Date) {
  const horizon = bookingHorizon(now, 14);
  const [row] = await db
    .select({ docId: doctors.id, deptCode: departments.code })
    .from(schedules)
    .innerJoin(doctors, eq(doctors.id, schedules.doctorId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(and(between(schedules.date, horizon.from, horizon.to), eq(schedules.status, 'open')))
    .orderBy(asc(schedules.id))
    .limit(1);
  if (!row) throw new Error('the seed has no schedules');
  return row;
}

interface Measure {
  rps: number;
  p99: number;
}

interface Run {
  requests: number;
  seconds: number;
  p99: number;
}

/**
 * autocannon's own command line, so the load generator has its own process, event loop and
 * heap as a patient's phone would: parsing the answers is not charged to the server's loop.
 */
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const run = promisify(execFile);

async function load([url, headers]: Target, seconds: number): Promise<Run> {
  const headerArguments = Object.entries(headers).flatMap(([name, value]) => [
    '--header',
    `${name}=${value}`,
  ]);
  const { stdout } = await run(process.execPath, [
    AUTOCANNON,
    '--json',
    '--connections',
    String(CONNECTIONS),
    '--duration',
    String(seconds),
    ...headerArguments,
    url,
  ]);
  const result = JSON.parse(stdout) as Result;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests: result.requests.total, seconds: result.duration, p99: result.latency.p99 };
}

type Target = [url: string, headers: Record<string, string>];

/** What a phone's browser sends with every request: it takes answers compressed. */
const PHONE_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const measureOf = (runs: Run[]): Measure => ({
  rps:
    runs.reduce((sum, run) => sum + run.requests, 0) /
    runs.reduce((sum, run) => sum + run.seconds, 0),
  p99: Math.max(...runs.map((run) => run.p99)),
});

/**
 * The server and the bare route in turns, a fifth of `BENCH_SECONDS` at a time, after an
 * unmeasured second each: both meet the same moments of a shared machine, and neither is
 * measured while its code is still being compiled. The p99 is the worst turn's.
 */
async function compare(server: Target, bare: Target): Promise<Comparison> {
  await load(server, 1);
  await load(bare, 1);
  const runs: { server: Run[]; bare: Run[] } = { server: [], bare: [] };
  for (let turn = 0; turn < TURNS; turn++) {
    runs.server.push(await load(server, SECONDS / TURNS));
    runs.bare.push(await load(bare, SECONDS / TURNS));
  }
  const rate = (run: Run) => run.requests / run.seconds;
  const turns = runs.server.map((run, turn) => rate(run) / rate(runs.bare[turn]!));
  return {
    server: measureOf(runs.server),
    bare: measureOf(runs.bare),
    turns: [Math.min(...turns), Math.max(...turns)],
  };
}

/**
 * Both sides, and the lowest and highest server / bare ratio of one turn and the turn after
 * it: how far apart they are says how much of a figure is the machine's own noise.
 */
interface Comparison {
  server: Measure;
  bare: Measure;
  turns: [lowest: number, highest: number];
}

const show = (name: string, { server, bare, turns }: Comparison) =>
  console.log(
    `${name}: server ${server.rps.toFixed(0)} rps p99 ${server.p99} ms | bare ${bare.rps.toFixed(0)} rps ` +
      `p99 ${bare.p99} ms | ${(server.rps / bare.rps).toFixed(3)} of bare ` +
      `(turns ${turns[0].toFixed(2)}–${turns[1].toFixed(2)})`,
  );

interface Reads {
  schedules: Comparison;
  depts: Comparison;
}

/** Both reads through a fresh server (empty caches) and the bare routes, on what is seeded. */
async function measureReads(database: BenchDatabase, label: string): Promise<Reads> {
  const app = await benchServer(database);
  const bare = bareServer({ db: database.connection.db, clock: app.clock, caches: app.caches });
  try {
    const user = await signedInUser(app);
    const serverUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
    const { deptCode, docId } = await busyDoctor(app.db, app.clock.now());
    const schedulesPath = `/api/hospitals/${encodeURIComponent(deptCode)}/${docId}/Schedules`;
    const signedIn = { ...PHONE_HEADERS, ...user.headers };
    const reads: Reads = {
      schedules: await compare(
        [serverUrl + schedulesPath, signedIn],
        [bareUrl + schedulesPath, PHONE_HEADERS],
      ),
      depts: await compare(
        [`${serverUrl}/api/hospitals/depts`, signedIn],
        [`${bareUrl}/api/hospitals/depts`, PHONE_HEADERS],
      ),
    };
    show(`${label} depts`, reads.depts);
    show(`${label} schedules`, reads.schedules);
    return reads;
  } finally {
    await bare.close();
    await app.close();
  }
}

const [open] = await benchDatabases(process.env);
const database = await open!();
try {
  const seeding = await benchServer(database);
  const started = performance.now();
  await seedDemo(seeding.db, { hospitalName: '仁和医院', now: seeding.clock.now() });
  await feedDemoHospital(seeding, inProcessTransport(seeding), {
    today: seeding.clock.now(),
    scale: 10,
  });
  const today = hospitalDate(seeding.clock.now());
  await seeding.close();
  console.log(
    `${database.name}: seeded scale 10 in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const small = await measureReads(database, 'small');
  console.log(
    `api: schedules ${small.schedules.server.rps.toFixed(0)} rps p99 ${small.schedules.server.p99} ms, ` +
      `${(small.schedules.server.rps / small.schedules.bare.rps).toFixed(3)} of bare`,
  );
  if (await growLarge(database, today)) {
    const large = await measureReads(database, 'large');
    for (const read of ['depts', 'schedules'] as const)
      console.log(
        `api: ${read} small/large server ${(small[read].server.rps / large[read].server.rps).toFixed(2)}, ` +
          `bare ${(small[read].bare.rps / large[read].bare.rps).toFixed(2)}`,
      );
  }
} finally {
  await database.close();
}
