import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Fed demo hospitals on PGlite, dumped once and copied after: feeding through the HIS API
 * item by item is what a real HIS does, and far slower than copying. A dump is kept in
 * memory for this process and on disk for the next ones, under its fed-demo key.
 */
const SNAPSHOT_DIR = join(tmpdir(), 'hospital-fed-demo');
const fedSnapshots = new Map<string, Promise<Blob | undefined>>();

const snapshotFile = (key: string) => join(SNAPSHOT_DIR, `${key}.tar`);

export function loadSnapshot(key: string): Promise<Blob | undefined> {
  const file = snapshotFile(key);
  let loaded = fedSnapshots.get(file);
  if (!loaded) {
    loaded = Promise.resolve(existsSync(file) ? new Blob([readFileSync(file)]) : undefined);
    fedSnapshots.set(file, loaded);
  }
  return loaded;
}

export async function saveSnapshot(key: string, dump: Blob): Promise<void> {
  const file = snapshotFile(key);
  fedSnapshots.set(file, Promise.resolve(dump));
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  // Written aside and renamed, so a process reading it never sees half a dump.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}
