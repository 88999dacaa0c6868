import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStore, type KeyValueStore } from '../../src/stores/index.ts';
import { createRedisStore } from '../../src/stores/redis-store.ts';

// The Redis variant runs where a Redis is at hand (TEST_REDIS_URL), as PostgreSQL does.
const redisUrl = process.env.TEST_REDIS_URL;
const kinds: [string, (clock: { now: number }) => KeyValueStore][] = [
  ['memory', (clock) => createMemoryStore({ now: () => clock.now })],
  ...(redisUrl
    ? [
        ['redis', () => createRedisStore(redisUrl, `test:${randomUUID()}:`)] as [
          string,
          () => KeyValueStore,
        ],
      ]
    : []),
];

describe.each(kinds)('%s store', (kind, create) => {
  const clock = { now: Date.parse('2025-03-01T00:00:00Z') };
  let store: KeyValueStore;
  afterEach(() => store.close());
  const fresh = () => (store = create(clock));

  it('reads back what it set, and nothing for unknown keys', async () => {
    fresh();
    await store.set('a', '1', 60);
    expect(await store.get('a')).toBe('1');
    expect(await store.get('b')).toBeNull();
  });

  it('hands a value out once through take', async () => {
    fresh();
    await store.set('code', 'x', 60);
    const taken = await Promise.all([store.take('code'), store.take('code'), store.take('code')]);
    expect(taken.filter((value) => value === 'x')).toHaveLength(1);
    expect(await store.get('code')).toBeNull();
  });

  it('forgets deleted keys', async () => {
    fresh();
    await store.set('a', '1', 60);
    await store.delete('a');
    expect(await store.get('a')).toBeNull();
  });

  if (kind === 'memory') {
    it('lets values expire with their TTL', async () => {
      fresh();
      await store.set('a', '1', 60);
      clock.now += 59_999;
      expect(await store.get('a')).toBe('1');
      clock.now += 1;
      expect(await store.get('a')).toBeNull();
      expect(await store.take('a')).toBeNull();
    });
  }
});
