import type { Database } from '../db/client.ts';
import { createDatabaseChangeFeed } from './database-change-feed.ts';
import { createRedisChangeFeed } from './redis-change-feed.ts';

/** What the read caches keep: each changes rarely and is read on nearly every request. */
export type CachedData = 'settings' | 'departments' | 'doctors';

export const CACHED_DATA: readonly CachedData[] = ['settings', 'departments', 'doctors'];

export const isCachedData = (value: string): value is CachedData =>
  (CACHED_DATA as readonly string[]).includes(value);

/**
 * Tells every server instance that some data changed. A listener gets the data's name, or
 * null when messages may have been missed (the connection dropped and came back): then it
 * must assume that everything changed.
 */
export type ChangeListener = (data: CachedData | null) => void;

export interface ChangeFeed {
  publish(data: CachedData): Promise<void>;
  subscribe(listener: ChangeListener): Promise<void>;
  close(): Promise<void>;
}

/** Redis pub/sub when REDIS_URL is set; else the database's LISTEN/NOTIFY, which every instance on it shares. */
export function createChangeFeed(
  config: { redisUrl: string | undefined },
  db: Database,
): ChangeFeed {
  return config.redisUrl ? createRedisChangeFeed(config.redisUrl) : createDatabaseChangeFeed(db);
}
