import type { KeyValueStore } from './types.ts';

interface Entry {
  value: string;
  expiresAt: number;
}

export interface MemoryStoreOptions {
  /** Milliseconds since the epoch, from the app's clock (a fake one in tests). */
  now: () => number;
}

const SWEEP_INTERVAL_MS = 60_000;

/** One instance only: entries vanish with the process and are not seen by other instances. */
export function createMemoryStore({ now }: MemoryStoreOptions): KeyValueStore {
  const entries = new Map<string, Entry>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  // Expired captchas nobody reads again would otherwise pile up.
  const sweeper = setInterval(() => {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  return {
    get: (key) => Promise.resolve(live(key)?.value ?? null),
    set: (key, value, ttlSeconds) => {
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      return Promise.resolve();
    },
    take: (key) => {
      const entry = live(key);
      entries.delete(key);
      return Promise.resolve(entry?.value ?? null);
    },
    delete: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
    close: () => {
      clearInterval(sweeper);
      entries.clear();
      return Promise.resolve();
    },
  };
}
