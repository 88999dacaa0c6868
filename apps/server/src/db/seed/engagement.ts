import type { Database } from '../client.ts';
import { feedbackCategories, thirdPartyApps } from '../schema/index.ts';
import { FEEDBACK_CATEGORIES, THIRD_PARTY_APPS } from './engagement-data.ts';

/** Feedback categories and the outside services: ours, not the HIS's. */
export async function seedEngagement(db: Database): Promise<void> {
  await db
    .insert(feedbackCategories)
    .values(FEEDBACK_CATEGORIES.map((category, sort) => ({ ...category, sort })));
  await db
    .insert(thirdPartyApps)
    .values(THIRD_PARTY_APPS.map((app, sort) => ({ ...app, kind: 'web' as const, sort })));
}
