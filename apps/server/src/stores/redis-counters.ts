import { Redis } from 'ioredis';
import type { AttemptCounters } from './attempt-limiter.ts';

// INCR and EXPIRE in one script, so a counter never outlives its window when a client dies
// between the two commands.
const ADD_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

// DECR keeps the key's expiry; a key that has expired is left gone rather than made again.
const TAKE_BACK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Shared by every server instance that points at the same Redis. */
export function createRedisCounters(
  url: string,
  keyPrefix = 'hospital:attempts:',
): AttemptCounters {
  const redis = new Redis(url, { keyPrefix, lazyConnect: false, maxRetriesPerRequest: 3 });
  return {
    add: async (key, windowSeconds) => Number(await redis.eval(ADD_SCRIPT, 1, key, windowSeconds)),
    takeBack: async (key) => {
      await redis.eval(TAKE_BACK_SCRIPT, 1, key);
    },
    clear: async (key) => {
      await redis.del(key);
    },
    close: async () => {
      await redis.quit();
    },
  };
}
