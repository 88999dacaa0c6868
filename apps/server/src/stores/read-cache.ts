import type { Clock } from '../clock.ts';
import type { CachedData, Change, ChangeFeed } from './change-feed.ts';
import { CACHED_DATA } from './change-feed.ts';

/**
 * What every request reads and staff, the HIS or a sign-out change rarely, kept in this
 * process until a change is announced on the feed, by this instance or any other
 * (docs/decisions/023-read-caches.md, 032-sessions-kept-per-instance.md).
 */
export interface ReadCache {
  /**
   * The kept value of `key`, else what `load` gives (null and undefined are never kept, so
   * data that does not exist yet is looked for again). Concurrent misses share one load.
   * Every caller gets the same object: it is read, never changed. `keepFor` bounds how
   * long a loaded value may be kept, in milliseconds from when its load began.
   */
  read<T>(
    data: CachedData,
    key: string,
    load: () => Promise<T>,
    keepFor?: (value: NonNullable<T>) => number,
  ): Promise<T>;
  /**
   * After the change has committed: this instance forgets at once, the others when the
   * feed tells them. `keys` names the entries that changed; without it, all of `data` did.
   */
  changed(data: CachedData, keys?: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The longest a session is kept whatever the feed says: should a sign-out's message be lost
 * without the connection dropping, a revoked token still works here for at most this long.
 */
const KEPT_AT_MOST: Partial<Record<CachedData, number>> = { sessions: 60_000 };

interface Entry {
  value: Promise<unknown>;
  /** The clock's milliseconds from which the entry is loaded again. */
  until: number;
}

export async function createReadCache(feed: ChangeFeed, clock: Clock): Promise<ReadCache> {
  const kept = new Map<CachedData, Map<string, Entry>>(
    CACHED_DATA.map((data) => [data, new Map()]),
  );
  const entriesOf = (data: CachedData) => kept.get(data)!;
  const forget = (change: Change | null) => {
    if (change?.keys) {
      const entries = entriesOf(change.data);
      for (const key of change.keys) entries.delete(key);
      return;
    }
    for (const name of change ? [change.data] : CACHED_DATA) entriesOf(name).clear();
  };
  /**
   * Drops the outlived entries at the front: entries are in the order their loads began, so
   * the bound puts them there. One cut shorter by its token's expiry may wait behind a live
   * one until that one goes too, at most the bound later; a read never returns it.
   */
  const sweep = (entries: Map<string, Entry>, now: number) => {
    for (const [key, entry] of entries) {
      if (entry.until > now) return;
      entries.delete(key);
    }
  };
  await feed.subscribe(forget);
  return {
    read<T>(
      data: CachedData,
      key: string,
      load: () => Promise<T>,
      keepFor?: (value: NonNullable<T>) => number,
    ): Promise<T> {
      const entries = entriesOf(data);
      const now = clock.now().getTime();
      const found = entries.get(key);
      if (found && found.until > now) return found.value as Promise<T>;
      sweep(entries, now);
      const loading = load();
      const entry: Entry = { value: loading, until: now + (KEPT_AT_MOST[data] ?? Infinity) };
      entries.delete(key);
      entries.set(key, entry);
      // A failed load or an absent value is not kept; a change announced meanwhile has
      // already dropped this entry, and a newer one is left alone.
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      loading.then((value) => {
        if (value === null || value === undefined) drop();
        else if (keepFor) entry.until = Math.min(entry.until, now + keepFor(value));
      }, drop);
      return loading;
    },
    changed: async (data, keys) => {
      const change: Change = keys ? { data, keys } : { data };
      forget(change);
      await feed.publish(change);
    },
    close: async () => {
      forget(null);
      await feed.close();
    },
  };
}
