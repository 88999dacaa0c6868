import { Redis } from 'ioredis';
import type { KeyValueStore } from './types.ts';

// INCR and EXPIRE in one script, so a counter never outlives its window when a client dies
// between the two commands.
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

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
    increment: async (key, ttlSeconds) => {
      const count = await redis.eval(INCREMENT_SCRIPT, 1, key, ttlSeconds);
      return Number(count);
    },
    close: async () => {
      await redis.quit();
    },
  };
}
