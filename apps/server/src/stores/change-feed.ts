import type { Database } from '../db/client.ts';
import { createDatabaseChangeFeed } from './database-change-feed.ts';
import { createRedisChangeFeed } from './redis-change-feed.ts';

/** What the read caches keep: each changes rarely and is read on nearly every request. */
export type CachedData = 'settings' | 'departments' | 'doctors' | 'sessions';

export const CACHED_DATA: readonly CachedData[] = [
  'settings',
  'departments',
  'doctors',
  'sessions',
];

const isCachedData = (value: string): value is CachedData =>
  (CACHED_DATA as readonly string[]).includes(value);

/** Which data changed: only these keys of it, or all of it when `keys` is absent. */
export interface Change {
  data: CachedData;
  keys?: readonly string[];
}

/**
 * A NOTIFY payload must stay under 8000 bytes: past this many keys, the message says the
 * whole kind changed, which forgets more and never less.
 */
const MOST_KEYS_NAMED = 50;

/** `data` or `data:key,key`; keys are digests and ids, which hold neither `:` nor `,`. */
export function encodeChange({ data, keys }: Change): string {
  if (!keys || keys.length > MOST_KEYS_NAMED) return data;
  return `${data}:${keys.join(',')}`;
}

/** The change a message announces; null (everything may have changed) for one it cannot read. */
export function decodeChange(message: string): Change | null {
  const [data = '', keys] = message.split(':', 2);
  if (!isCachedData(data)) return null;
  return keys === undefined ? { data } : { data, keys: keys.split(',') };
}

/**
 * Tells every server instance that some data changed. A listener gets the change, or null
 * when messages may have been missed (the connection dropped and came back): then it must
 * assume that everything changed.
 */
export type ChangeListener = (change: Change | null) => void;

export interface ChangeFeed {
  publish(change: Change): Promise<void>;
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
