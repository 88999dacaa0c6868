import { mkdir, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * Each test file holds one of global-setup.ts's servers to itself from its first hook to its
 * last. A worker's pool number cannot pick the server: two workers can share one number, and
 * then two files would switch modules off or stop clinics under each other. Creating a
 * directory is atomic, so it serves as the lock; a file that finds both taken waits.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Where global-setup.ts started the servers. */
    baseURLs: string[];
    /** The directory in which a file takes a server's lock. */
    serverLocks: string;
  }
}

let held: string | undefined;

beforeAll(async () => {
  const locks = inject('serverLocks');
  for (;;) {
    for (const [index, url] of inject('baseURLs').entries()) {
      const lock = join(locks, String(index));
      try {
        await mkdir(lock);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw error;
      }
      held = lock;
      process.env.E2E_BASE_URL = url;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 900_000);

// Registered before the file's own hooks, so it runs after them: the file's clean-up still
// reaches the server it held.
afterAll(async () => {
  if (held) await rmdir(held);
});
