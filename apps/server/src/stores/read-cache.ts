import type { CachedData, ChangeFeed } from './change-feed.ts';
import { CACHED_DATA } from './change-feed.ts';

/**
 * What every request reads and staff or the HIS change rarely, kept in this process until
 * a change is announced on the feed, by this instance or any other
 * (docs/decisions/023-read-caches.md).
 */
export interface ReadCache {
  /**
   * The kept value of `key`, else what `load` gives (null and undefined are never kept, so
   * data that does not exist yet is looked for again). Concurrent misses share one load.
   * Every caller gets the same object: it is read, never changed.
   */
  read<T>(data: CachedData, key: string, load: () => Promise<T>): Promise<T>;
  /**
   * After the change has committed: this instance forgets at once, the others when the
   * feed tells them.
   */
  changed(data: CachedData): Promise<void>;
  close(): Promise<void>;
}

export async function createReadCache(feed: ChangeFeed): Promise<ReadCache> {
  const kept = new Map<CachedData, Map<string, Promise<unknown>>>(
    CACHED_DATA.map((data) => [data, new Map()]),
  );
  const entriesOf = (data: CachedData) => kept.get(data)!;
  const forget = (data: CachedData | null) => {
    for (const name of data ? [data] : CACHED_DATA) entriesOf(name).clear();
  };
  await feed.subscribe(forget);
  return {
    read<T>(data: CachedData, key: string, load: () => Promise<T>): Promise<T> {
      const entries = entriesOf(data);
      const found = entries.get(key);
      if (found) return found as Promise<T>;
      const loading = load();
      entries.set(key, loading);
      // A failed load or an absent value is not kept; a change announced meanwhile has
      // already dropped this entry, and a newer one is left alone.
      const drop = () => {
        if (entries.get(key) === loading) entries.delete(key);
      };
      loading.then((value) => {
        if (value === null || value === undefined) drop();
      }, drop);
      return loading;
    },
    changed: async (data) => {
      forget(data);
      await feed.publish(data);
    },
    close: async () => {
      forget(null);
      await feed.close();
    },
  };
}
