import { sql } from 'drizzle-orm';
import { listenTo, type Database } from '../db/client.ts';
import { decodeChange, encodeChange, type ChangeFeed, type ChangeListener } from './change-feed.ts';

const CHANNEL = 'hospital_changes';

/** PostgreSQL's (or PGlite's) LISTEN/NOTIFY: every instance on the database hears it. */
export function createDatabaseChangeFeed(db: Database): ChangeFeed {
  const listeners: ChangeListener[] = [];
  let listening: Promise<() => Promise<void>> | undefined;
  let connected = false;
  const tell = (data: Parameters<ChangeListener>[0]) => {
    for (const listener of listeners) listener(data);
  };
  return {
    publish: async (change) => {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${encodeChange(change)})`);
    },
    subscribe: async (listener) => {
      listeners.push(listener);
      listening ??= listenTo(
        db,
        CHANNEL,
        (payload) => tell(decodeChange(payload)),
        () => {
          if (connected) tell(null);
          connected = true;
        },
      );
      await listening;
    },
    close: async () => {
      if (listening) await (await listening)();
    },
  };
}
