import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { DepartmentGroup, DoctorSummary, Hospital, Schedule } from '@hospital/contract';
import type { HospitalSettingsInput, HospitalSettingsView } from '@hospital/contract/console';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { ChangeFeed } from '../../src/stores/index.ts';
import { createRedisChangeFeed } from '../../src/stores/redis-change-feed.ts';
import { REVOKE_PATH } from '@hospital/contract';
import { eq, sql } from 'drizzle-orm';
import { accessTokens } from '../../src/db/schema/index.ts';
import { sha256 } from '../../src/secrets.ts';
import { basicAuth, requestToken, signIn, type SignedIn } from '../helpers/auth.ts';
import { consoleRequest } from '../helpers/console-request.ts';
import { book, patientAccount } from '../modules/appointments/fixtures.ts';
import {
  ensureTestStaff,
  STAFF_OF_ROLE,
  staffSession,
  type StaffTestSession,
} from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface Instance {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * A second server instance on the first's database, as behind a load balancer. On
 * PostgreSQL it is a second connection pool; PGlite lives inside one process, so there the
 * second app shares the connection (and hears its NOTIFY), and still no memory with the first.
 */
async function secondInstance(first: TestApp, changes?: ChangeFeed): Promise<Instance> {
  if (process.env.TEST_DB === 'postgres')
    return createTestApp({ sharing: first, changes, clock: first.clock });
  const app = await buildApp({
    config: { ...first.config, jobs: false },
    db: first.db,
    clock: first.clock,
    logger: false,
    ...(changes && { changes }),
  });
  await app.ready();
  return { app, close: () => app.close() };
}

const redisUrl = process.env.TEST_REDIS_URL;
/** Both instances on one Redis channel no other test uses. */
const redisFeeds = (url: string) => {
  const channel = `test:${randomBytes(6).toString('hex')}:changes`;
  return () => createRedisChangeFeed(url, channel);
};

const deployments: { name: string; feed?: () => ChangeFeed }[] = [
  { name: 'sharing the database (LISTEN/NOTIFY)' },
  ...(redisUrl
    ? [{ name: 'sharing the database and Redis (pub/sub)', feed: redisFeeds(redisUrl) }]
    : []),
];

const get = (app: FastifyInstance, who: SignedIn, url: string, headers = {}) =>
  app.inject({ url, headers: { ...who.headers, ...headers } });

/** Asks until `check` passes; how soon is not asserted, only that the change arrives. */
const eventually = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 10_000, interval: 20 });

describe.each(deployments)('two server instances $name', ({ feed }) => {
  let first: TestApp;
  let second: Instance;
  let patient: SignedIn;
  let admin: StaffTestSession;
  beforeAll(async () => {
    first = await createTestApp({ seed: true, ...(feed && { changes: feed() }) });
    second = await secondInstance(first, feed?.());
    patient = await signIn(first.app);
    await ensureTestStaff(first.app);
    admin = await staffSession(first.app, first.clock, STAFF_OF_ROLE.admin);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a setting saved on one is what the other serves next', async () => {
    // Read first, so the second instance holds the settings it would answer stale with.
    const before = (await get(second.app, patient, '/api/hospitals/hospital')).json<Hospital>();
    const current = await consoleRequest(first.app, admin, '/settings');
    const { hospitalName: _, ...settings } = current.json<HospitalSettingsView>();
    const servicePhone = before.servicePhone === '010-11112222' ? '010-33334444' : '010-11112222';
    const saved = await consoleRequest(first.app, admin, '/settings', {
      method: 'PUT',
      payload: { ...settings, servicePhone } satisfies HospitalSettingsInput,
    });
    expect(saved.statusCode).toBe(200);
    await eventually(async () => {
      const after = (await get(second.app, patient, '/api/hospitals/hospital')).json<Hospital>();
      expect(after.servicePhone).toBe(servicePhone);
    });
  });

  it('a department renamed on one is in the tree the other serves, under a new ETag', async () => {
    const before = await get(second.app, patient, '/api/hospitals/depts');
    const [group] = before.json<DepartmentGroup[]>();
    const clinic = group!.children[0]!;
    const name = `${clinic.name}（新）`;
    const saved = await consoleRequest(first.app, admin, `/departments/${clinic.id}`, {
      method: 'PUT',
      payload: { name, intro: clinic.intro, hidden: false },
    });
    expect(saved.statusCode).toBe(200);
    await eventually(async () => {
      const after = await get(second.app, patient, '/api/hospitals/depts', {
        'if-none-match': before.headers.etag,
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const renamed = after.json<DepartmentGroup[]>().flatMap((g) => g.children);
      expect(renamed.find(({ id }) => id === clinic.id)?.name).toBe(name);
    });
  });

  /** Each instance answers /api/me once, so both keep the session before it is revoked. */
  async function keptOnBoth(session: SignedIn) {
    for (const instance of [first.app, second.app])
      expect((await get(instance, session, '/api/me')).statusCode).toBe(200);
  }

  /** Refused on the other instance within a second of the revocation's answer. */
  const refusedWithinASecond = (session: SignedIn) =>
    vi.waitFor(
      async () => expect((await get(second.app, session, '/api/me')).statusCode).toBe(401),
      { timeout: 1000, interval: 10 },
    );

  it('a token signed out on one is refused by the other within a second', async () => {
    const session = await signIn(first.app);
    const other = await signIn(first.app);
    await keptOnBoth(session);
    await keptOnBoth(other);
    const revoked = await first.app.inject({
      method: 'POST',
      url: REVOKE_PATH,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basicAuth(),
      },
      payload: new URLSearchParams({ token: session.token }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await get(first.app, session, '/api/me')).statusCode).toBe(401);
    await refusedWithinASecond(session);
    expect((await get(second.app, other, '/api/me')).statusCode).toBe(200);
  });

  it('a token spent by a refresh on one is refused by the other within a second', async () => {
    const session = await signIn(first.app);
    await keptOnBoth(session);
    const refreshed = await requestToken(first.app, {
      grant_type: 'refresh_token',
      refresh_token: session.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
    await refusedWithinASecond(session);
  });

  it('a revocation nobody announced is seen within a minute', async () => {
    const session = await signIn(first.app);
    await keptOnBoth(session);
    await first.db
      .update(accessTokens)
      .set({ revokedAt: sql`now()` })
      .where(eq(accessTokens.tokenHash, sha256(session.token)));
    expect((await get(second.app, session, '/api/me')).statusCode).toBe(200);
    first.clock.set(new Date(first.clock.now().getTime() + 60_000));
    expect((await get(second.app, session, '/api/me')).statusCode).toBe(401);
  });
});

describe('ETag and 304 on the reads that are the same for everyone', () => {
  let t: TestApp;
  let patient: SignedIn;
  let schedulesUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    patient = await signIn(t.app);
    const [group] = (await get(t.app, patient, '/api/hospitals/depts')).json<DepartmentGroup[]>();
    const clinic = group!.children[0]!;
    const doctors = await get(t.app, patient, `/api/hospitals/${clinic.code}/doctors`);
    const [doctor] = doctors.json<DoctorSummary[]>();
    schedulesUrl = `/api/hospitals/${clinic.code}/${doctor!.docId}/Schedules`;
  });
  afterAll(() => t.close());

  /** A first answer with its tag, then the same request naming the tag. */
  async function revalidate(
    url: string,
  ): Promise<[LightMyRequestResponse, LightMyRequestResponse]> {
    const first = await get(t.app, patient, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get(t.app, patient, url, { 'if-none-match': first.headers.etag });
    return [first, again];
  }

  it.each([
    ['the department tree', '/api/hospitals/depts'],
    ['the hospital', '/api/hospitals/hospital'],
  ])('answers 304 with no body for %s the caller already holds', async (_, url) => {
    const [first, again] = await revalidate(url);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it("answers 304 for a doctor's half-days, also to another patient and to a weak tag", async () => {
    const [first] = await revalidate(schedulesUrl);
    const other = await signIn(t.app);
    const weak = await get(t.app, other, schedulesUrl, {
      'if-none-match': `"stale", W/${first.headers.etag as string}`,
    });
    expect(weak.statusCode).toBe(304);
  });

  it("answers a doctor's half-days afresh once a number is taken, under a new tag", async () => {
    const [first] = await revalidate(schedulesUrl);
    const open = first.json<Schedule[]>().find((day) => day.status === 'open')!;
    const booker = await patientAccount(t.app);
    const booking = await book(t.app, booker, {
      scheduleId: open.id,
      patientId: booker.patientId,
    });
    expect(booking.statusCode).toBe(200);
    const after = await get(t.app, patient, schedulesUrl, { 'if-none-match': first.headers.etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    const day = after.json<Schedule[]>().find(({ id }) => id === open.id);
    expect(day?.remaining).toBe(open.remaining - 1);
  });

  it('answers in full to a tag that no longer matches', async () => {
    const answer = await get(t.app, patient, '/api/hospitals/depts', { 'if-none-match': '"old"' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<DepartmentGroup[]>().length).toBeGreaterThan(0);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends a long answer compressed as %s to a browser accepting it, under the same tag',
    async (encoding, unpack) => {
      const plain = await get(t.app, patient, '/api/hospitals/depts');
      const packed = await get(t.app, patient, '/api/hospitals/depts', {
        'accept-encoding': `${encoding}, deflate`,
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(packed.headers['content-encoding']).toBe(encoding);
      for (const answer of [plain, packed]) expect(answer.headers.vary).toBe('accept-encoding');
      expect(unpack(packed.rawPayload).toString()).toBe(plain.body);
      expect(packed.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 2);
      expect(packed.headers.etag).toBe(plain.headers.etag);
      const again = await get(t.app, patient, '/api/hospitals/depts', {
        'accept-encoding': encoding,
        'if-none-match': plain.headers.etag as string,
      });
      expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    },
  );

  it('sends a short answer as it is, whatever the browser accepts', async () => {
    const hospital = await get(t.app, patient, '/api/hospitals/hospital', {
      'accept-encoding': 'br, gzip',
    });
    expect(Buffer.byteLength(hospital.body)).toBeLessThan(1024);
    expect(hospital.headers['content-encoding']).toBeUndefined();
    expect(hospital.headers.vary).toBeUndefined();
  });

  it("gives a patient's own data no tag and keeps it out of every cache", async () => {
    const mine = await get(t.app, patient, '/api/appointment/getAppointmentList');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('no-store');
  });

  it('still refuses a caller without a token, tag or not', async () => {
    const answer = await t.app.inject({
      url: '/api/hospitals/depts',
      headers: { 'if-none-match': '*' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
