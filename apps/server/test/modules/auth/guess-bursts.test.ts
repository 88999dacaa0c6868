import { randomBytes } from 'node:crypto';
import { CAPTCHA_REQUIRED } from '@hospital/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smsKeys } from '../../../src/modules/captcha/sms-codes.ts';
import {
  attemptLimiter,
  createMemoryStore,
  type KeyValueStore,
} from '../../../src/stores/index.ts';
import { createRedisCounters } from '../../../src/stores/redis-counters.ts';
import { createRedisStore } from '../../../src/stores/redis-store.ts';
import { accountToken, registerAccount, signInAccount, smsCode } from '../../helpers/accounts.ts';
import { createTestApp, testNow } from '../../helpers/test-app.ts';

const BURST = 50;

/** Server instances behind one load balancer, and the stores they keep codes in. */
interface Deployment {
  apps: FastifyInstance[];
  stores: KeyValueStore[];
  close: () => Promise<void>;
}

async function oneInstance(): Promise<Deployment> {
  const store = createMemoryStore({ now: testNow });
  const t = await createTestApp({ store });
  return {
    apps: [t.app],
    stores: [store],
    close: async () => {
      await t.close();
      await store.close();
    },
  };
}

/**
 * Without Redis the codes themselves live in each instance's memory; both instances share
 * one in-process store here so that either knows the code, while the guess counters go
 * through the shared database as they do in production.
 */
async function twoInstancesOnOneDatabase(): Promise<Deployment> {
  const store = createMemoryStore({ now: testNow });
  const first = await createTestApp({ store });
  const second = await createTestApp({ store, sharing: first });
  return {
    apps: [first.app, second.app],
    stores: [store],
    close: async () => {
      await second.close();
      await first.close();
      await store.close();
    },
  };
}

/** Each instance its own Redis connections, on a key prefix no other test file uses. */
async function twoInstancesOnOneRedis(url: string): Promise<Deployment> {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const instance = () => ({
    store: createRedisStore(url, prefix),
    attempts: attemptLimiter(createRedisCounters(url, `${prefix}attempts:`)),
  });
  const [a, b] = [instance(), instance()];
  const first = await createTestApp(a);
  const second = await createTestApp({ ...b, sharing: first });
  return {
    apps: [first.app, second.app],
    stores: [a.store, b.store],
    close: async () => {
      await second.close();
      await first.close();
      for (const { store, attempts } of [a, b]) {
        await store.close();
        await attempts.close();
      }
    },
  };
}

const onPostgres = process.env.TEST_DB === 'postgres';
const redisUrl = process.env.TEST_REDIS_URL;

const deployments: { name: string; start: () => Promise<Deployment>; skip: boolean }[] = [
  { name: 'on one instance', start: oneInstance, skip: false },
  // PGlite lives inside one process: only a real PostgreSQL (the api:postgres project) can
  // be shared by two instances.
  {
    name: 'on two instances sharing PostgreSQL',
    start: twoInstancesOnOneDatabase,
    skip: !onPostgres,
  },
  // Needs TEST_REDIS_URL as well as PostgreSQL for the accounts both instances read.
  {
    name: 'on two instances sharing PostgreSQL and Redis',
    start: () => twoInstancesOnOneRedis(redisUrl ?? ''),
    skip: !onPostgres || !redisUrl,
  },
];

/** How many of the answers carry `value` in `field`. */
const answering = (responses: LightMyRequestResponse[], field: string, value: string) =>
  responses.filter((response) => response.json<Record<string, unknown>>()[field] === value).length;

for (const deployment of deployments) {
  describe.skipIf(deployment.skip)(`50 concurrent guesses ${deployment.name}`, () => {
    let d: Deployment;
    beforeAll(async () => {
      d = await deployment.start();
    });
    afterAll(() => d.close());

    /** Request i goes to instance i modulo their number, as a round-robin balancer sends it. */
    const burst = (send: (app: FastifyInstance, i: number) => Promise<LightMyRequestResponse>) =>
      Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          send(d.apps[i % d.apps.length] as FastifyInstance, i),
        ),
      );
    const first = () => d.apps[0] as FastifyInstance;

    it('compares 3 passwords for one account, then asks for a captcha even with the right one', async () => {
      const account = await registerAccount(first());
      // Each guess from its own address, so only the per-phone limit holds them back.
      const responses = await burst((app, i) =>
        accountToken(app, { username: account.phone, password: 'wrong1234' }, `10.8.${i}.1`),
      );
      expect(answering(responses, 'error_description', '手机号或密码错误')).toBe(3);
      expect(answering(responses, 'code', CAPTCHA_REQUIRED)).toBe(BURST - 3);
      const right = await accountToken(
        first(),
        { username: account.phone, password: account.password },
        '10.9.0.1',
      );
      expect(right.json()).toMatchObject({ code: CAPTCHA_REQUIRED });
    });

    it('compares 5 unregister passwords, then refuses the right one too', async () => {
      const account = await registerAccount(first());
      const { headers } = await signInAccount(first(), account);
      const unregister = (app: FastifyInstance, password: string) =>
        app.inject({ method: 'POST', url: '/api/user/unregister', headers, payload: { password } });
      const responses = await burst((app) => unregister(app, 'wrong1234'));
      expect(answering(responses, 'message', '密码错误')).toBe(5);
      expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(BURST - 5);
      expect((await unregister(first(), account.password)).statusCode).toBe(429);
      expect((await first().inject({ url: '/api/me', headers })).statusCode).toBe(200);
    });

    it('compares 5 unregister SMS codes, then the code is gone', async () => {
      const account = await registerAccount(first());
      const { headers } = await signInAccount(first(), account);
      const code = await smsCode(first(), account.phone, 'login', '10.7.0.1');
      const wrong = code === '000000' ? '111111' : '000000';
      const unregister = (app: FastifyInstance, smsCode: string) =>
        app.inject({ method: 'POST', url: '/api/user/unregister', headers, payload: { smsCode } });
      // Every comparison reads the code's digest first: the reads count the comparisons.
      const reads = d.stores.map((store) => vi.spyOn(store, 'get'));
      try {
        const responses = await burst((app) => unregister(app, wrong));
        expect(responses.every((response) => response.statusCode === 400)).toBe(true);
        const codeKey = smsKeys.code(account.phone, 'login');
        const compared = reads
          .flatMap((read) => read.mock.calls)
          .filter(([key]) => key === codeKey);
        expect(compared).toHaveLength(5);
      } finally {
        for (const read of reads) read.mockRestore();
      }
      const right = await unregister(first(), code);
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({ field: 'smsCode' });
      expect((await first().inject({ url: '/api/me', headers })).statusCode).toBe(200);
    });
  });
}
