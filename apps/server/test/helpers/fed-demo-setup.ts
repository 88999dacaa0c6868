import { createTestApp } from './test-app.ts';

/**
 * Feeds the demo hospital once before any API test file starts, leaving the dump every
 * seeded test app copies: otherwise each worker's first seeded app would feed at once,
 * all competing for the CPU inside their hooks' time.
 */
export default async function setup(): Promise<void> {
  const fed = await createTestApp({ seed: true });
  await fed.close();
}
