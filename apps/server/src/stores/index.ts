import { createMemoryStore } from './memory-store.ts';
import { createRedisStore } from './redis-store.ts';
import type { KeyValueStore } from './types.ts';

export type { KeyValueStore } from './types.ts';
export { createMemoryStore } from './memory-store.ts';
export { createChangeFeed, type CachedData, type ChangeFeed } from './change-feed.ts';
export { createReadCache, type ReadCache } from './read-cache.ts';
export {
  attemptLimiter,
  createAttemptLimiter,
  type AttemptLimiter,
  type AttemptRule,
} from './attempt-limiter.ts';

/** Redis when REDIS_URL is set (several instances share it), else this process's memory. */
export function createStore(
  config: { redisUrl: string | undefined },
  now: () => number,
): KeyValueStore {
  return config.redisUrl ? createRedisStore(config.redisUrl) : createMemoryStore({ now });
}
