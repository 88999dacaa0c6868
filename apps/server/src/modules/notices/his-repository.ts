import type { HisNotice } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';
import {
  insertedFlag,
  outcomeOf,
  replaceWhenChanged,
  type UpsertOutcome,
} from '../../db/upsert.ts';

const replaceNotice = replaceWhenChanged({
  title: notices.title,
  body: notices.body,
  publishedAt: notices.publishedAt,
});

export async function upsertNotice(
  db: Database,
  { hisId, ...notice }: HisNotice & { hisId: string },
): Promise<UpsertOutcome> {
  const rows = await db
    .insert(notices)
    .values({ hisId, ...notice, publishedAt: new Date(notice.publishedAt) })
    .onConflictDoUpdate({ target: notices.hisId, ...replaceNotice })
    .returning(insertedFlag);
  return outcomeOf(rows);
}
