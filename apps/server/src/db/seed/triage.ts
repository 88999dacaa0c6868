import type { Database } from '../client.ts';
import { triageVersions } from '../schema/index.ts';
import { triageSeedContent } from './triage-content/index.ts';

/**
 * Triage content is ours, not the HIS's: the demo hospital starts with version 1 published
 * and edited by nobody, which the console shows as the starting content. A database that
 * holds any version already keeps what it has. Run under the seed's lock.
 */
export async function seedTriage(db: Database, now: Date): Promise<void> {
  const [any] = await db.select({ id: triageVersions.id }).from(triageVersions).limit(1);
  if (any) return;
  await db.insert(triageVersions).values({
    number: 1,
    status: 'published',
    content: triageSeedContent,
    note: '初始内容',
    editedAt: now,
    publishedAt: now,
  });
}
