import { manualClock } from '../../src/clock.ts';
import { createPostgresDatabase, dropStaleTemplates } from './postgres-databases.ts';
import { fedDemoTemplate, migratedTemplate } from './test-app.ts';
import { TEST_NOW } from './test-clock.ts';

/**
 * Builds the PostgreSQL templates most test apps copy before any API test file starts, so
 * no worker builds one inside its hooks' time, and drops those older code left behind.
 * A template for other settings or another instant is built by the first test needing it.
 */
export default async function setup(): Promise<void> {
  await dropStaleTemplates();
  for (const template of [migratedTemplate(), await fedDemoTemplate({}, manualClock(TEST_NOW))]) {
    // A copy made and dropped at once: making one builds its template when missing.
    const copy = await createPostgresDatabase(template);
    await copy.drop();
  }
}
