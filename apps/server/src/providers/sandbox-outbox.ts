import type { KeyValueStore } from '../stores/index.ts';

const OUTBOX_SIZE = 200;
const OUTBOX_TTL_SECONDS = 24 * 3600;

/**
 * What a sandbox host was asked to send instead of reaching a phone, newest first: the last
 * 200 of a day, for tests and the demo to read back.
 */
export function sandboxOutbox<T>(key: string) {
  const read = async (store: KeyValueStore): Promise<T[]> => {
    const stored = await store.get(key);
    return stored ? (JSON.parse(stored) as T[]) : [];
  };
  const record = async (store: KeyValueStore, message: T): Promise<void> => {
    const outbox = [message, ...(await read(store))].slice(0, OUTBOX_SIZE);
    await store.set(key, JSON.stringify(outbox), OUTBOX_TTL_SECONDS);
  };
  return { read, record };
}
