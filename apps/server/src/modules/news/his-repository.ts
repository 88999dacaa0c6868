import type { HisNewsCategory } from '@hospital/contract/his';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { news, newsCategories } from '../../db/schema/index.ts';
import {
  insertedFlag,
  outcomeOf,
  replaceWhenChanged,
  type UpsertOutcome,
} from '../../db/upsert.ts';

export type HisArticleValues = Omit<typeof news.$inferInsert, 'id' | 'hisId' | 'reads'>;

/** Whether a category other than the HIS's `hisId` is called `name`. */
export async function isCategoryNameTaken(db: Database, name: string, hisId: string) {
  const rows = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(
      and(eq(newsCategories.name, name), sql`${newsCategories.hisId} is distinct from ${hisId}`),
    );
  return rows.length > 0;
}

const replaceCategory = replaceWhenChanged({
  name: newsCategories.name,
  sort: newsCategories.sort,
});

export async function upsertCategory(
  db: Database,
  hisId: string,
  category: HisNewsCategory,
): Promise<UpsertOutcome> {
  const rows = await db
    .insert(newsCategories)
    .values({ hisId, ...category })
    .onConflictDoUpdate({ target: newsCategories.hisId, ...replaceCategory })
    .returning(insertedFlag);
  return outcomeOf(rows);
}

export async function findCategoryIdOfHisId(db: Database, hisId: string) {
  const [row] = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(eq(newsCategories.hisId, hisId));
  return row?.id ?? null;
}

const replaceArticle = replaceWhenChanged({
  categoryId: news.categoryId,
  title: news.title,
  summary: news.summary,
  coverUrl: news.coverUrl,
  bodyHtml: news.bodyHtml,
  publishedAt: news.publishedAt,
});

/** The article's read count stays what patients made it. */
export async function upsertArticle(
  db: Database,
  hisId: string,
  values: HisArticleValues,
): Promise<UpsertOutcome> {
  const rows = await db
    .insert(news)
    .values({ hisId, ...values })
    .onConflictDoUpdate({ target: news.hisId, ...replaceArticle })
    .returning(insertedFlag);
  return outcomeOf(rows);
}
