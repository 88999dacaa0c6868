import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import { attemptCounters } from '../../src/db/schema/index.ts';
import { attemptLimiter, type AttemptRule } from '../../src/stores/index.ts';
import type { AttemptCounters } from '../../src/stores/attempt-limiter.ts';
import {
  createDatabaseCounters,
  deleteExpiredAttemptCounters,
} from '../../src/stores/database-counters.ts';
import { createRedisCounters } from '../../src/stores/redis-counters.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const clock = manualClock('2026-03-02T02:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

// The Redis variant runs where a Redis is at hand (TEST_REDIS_URL), as PostgreSQL does.
const redisUrl = process.env.TEST_REDIS_URL;
const kinds: [string, () => AttemptCounters][] = [
  ['database', () => createDatabaseCounters(t.db, clock)],
  ...(redisUrl
    ? [
        [
          'redis',
          () => createRedisCounters(redisUrl, `test:${randomBytes(6).toString('hex')}:`),
        ] as [string, () => AttemptCounters],
      ]
    : []),
];

let keys = 0;
/** A counter no other test touches. */
const freshKey = () => `test:${++keys}`;

describe.each(kinds)('%s attempt counters', (kind, create) => {
  let counters: AttemptCounters;
  beforeAll(() => {
    counters = create();
  });
  afterAll(() => counters.close());

  it('gives 50 concurrent attempts the counts 1 to 50, each once', async () => {
    const key = freshKey();
    const counts = await Promise.all(Array.from({ length: 50 }, () => counters.add(key, 60)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('lets exactly the limit of 50 concurrent attempts through', async () => {
    const rule: AttemptRule = { name: freshKey(), limit: 3, windowSeconds: 60 };
    const limiter = attemptLimiter(counters);
    const allowed = await Promise.all(Array.from({ length: 50 }, () => limiter.allow(rule, 'x')));
    expect(allowed.filter(Boolean)).toHaveLength(3);
    await limiter.clear(rule, 'x');
    expect(await limiter.allow(rule, 'x')).toBe(true);
  });

  it('takes back one attempt at a time, never below zero', async () => {
    const key = freshKey();
    await counters.add(key, 60);
    await counters.takeBack(key);
    await counters.takeBack(key);
    expect(await counters.add(key, 60)).toBe(1);
    await counters.clear(key);
    await counters.takeBack(key);
    expect(await counters.add(key, 60)).toBe(1);
  });

  if (kind === 'database') {
    it('starts again at one once the window has passed, and keeps the first window', async () => {
      const key = freshKey();
      expect(await counters.add(key, 60)).toBe(1);
      clock.advance(30_000);
      expect(await counters.add(key, 60)).toBe(2);
      clock.advance(29_999);
      expect(await counters.add(key, 60)).toBe(3);
      clock.advance(1);
      // An expired count is not revived by taking an attempt back.
      await counters.takeBack(key);
      expect(await counters.add(key, 60)).toBe(1);
    });

    it('sweeps only counters past their window', async () => {
      const [old, current] = [freshKey(), freshKey()];
      await counters.add(old, 60);
      await counters.add(current, 120);
      clock.advance(60_000);
      await deleteExpiredAttemptCounters(t.db, clock.now());
      const left = (await t.db.select().from(attemptCounters)).map((row) => row.key);
      expect(left).toContain(current);
      expect(left).not.toContain(old);
    });
  }
});
