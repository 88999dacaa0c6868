import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../src/config.ts';
import type { ManualClock } from '../../src/clock.ts';

let sourcesDigest: string | undefined;

/** A digest of the server's and the contract's sources and the migrations. */
export function digestOfSources(): string {
  if (sourcesDigest) return sourcesDigest;
  const hash = createHash('sha256');
  const roots = ['../../src', '../../drizzle', '../../../../packages/contract/src'];
  for (const root of roots) {
    const dir = fileURLToPath(new URL(root, import.meta.url));
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
    for (const file of files) {
      const path = join(dir, file);
      if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
    }
  }
  sourcesDigest = hash.digest('hex');
  return sourcesDigest;
}

/**
 * Names a fed demo hospital after everything that could change what the feed writes: the
 * sources, and the hospital name, demo flag and instant the feed ran with. Fed databases
 * of one key are interchangeable, so a test copies one instead of feeding again.
 */
export function fedDemoKey(config: Config, clock: ManualClock): string {
  const key = JSON.stringify([digestOfSources(), config.hospitalName, config.demo, clock.now()]);
  return createHash('sha256').update(key).digest('hex');
}
