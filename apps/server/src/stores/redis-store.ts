import { Redis } from 'ioredis';
import type { KeyValueStore } from './types.ts';

/** Shared by every server instance that points at the same Redis. */
export function createRedisStore(url: string, keyPrefix = 'hospital:'): KeyValueStore {
  const redis = new Redis(url, { keyPrefix, lazyConnect: false, maxRetriesPerRequest: 3 });

  return {
    get: (key) => redis.get(key),
    set: async (key, value, ttlSeconds) => {
      await redis.set(key, value, 'EX', ttlSeconds);
    },
    take: (key) => redis.getdel(key),
    delete: async (key) => {
      await redis.del(key);
    },
    close: async () => {
      await redis.quit();
    },
  };
}
