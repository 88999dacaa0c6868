import type {
  MarqueeItem,
  NewsArticle,
  NewsCategory,
  NewsPage,
  NewsSummary,
  SliderImage,
} from '@hospital/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { news, newsCategories, newsReads, notices, sliderImages } from '../../db/schema/index.ts';

/** The marquee shows only the newest notices: more would never scroll into view. */
const MARQUEE_LENGTH = 10;

const summaryColumns = {
  id: news.id,
  title: news.title,
  summary: news.summary,
  coverUrl: news.coverUrl,
  categoryName: newsCategories.name,
  publishedAt: news.publishedAt,
  reads: news.reads,
};

/** Patients see published items only; drafts and withdrawn ones stay in the console. */
const livePublished = eq(news.status, 'published');
const noticePublished = eq(notices.status, 'published');

const toSummary = <T extends { publishedAt: Date }>(row: T) => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
});

export function listSliderImages(db: Database): Promise<SliderImage[]> {
  return db
    .select({
      id: sliderImages.id,
      title: sliderImages.title,
      imageUrl: sliderImages.imageUrl,
      link: sliderImages.link,
    })
    .from(sliderImages)
    .orderBy(asc(sliderImages.sort), asc(sliderImages.id));
}

export function listMarquee(db: Database): Promise<MarqueeItem[]> {
  return db
    .select({ id: notices.id, title: notices.title })
    .from(notices)
    .where(noticePublished)
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(MARQUEE_LENGTH);
}

export function listCategories(db: Database): Promise<NewsCategory[]> {
  return db
    .select({ id: newsCategories.id, name: newsCategories.name })
    .from(newsCategories)
    .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
}

export async function listLatestNews(db: Database, limit: number): Promise<NewsSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(livePublished)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** One page of a category, newest first; null when the category does not exist. */
export async function findCategoryPage(
  db: Database,
  categoryId: number,
  page: number,
  size: number,
): Promise<NewsPage | null> {
  const [category] = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(eq(newsCategories.id, categoryId));
  if (!category) return null;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(news)
      .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
      .where(and(eq(news.categoryId, categoryId), livePublished))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ value: count() })
      .from(news)
      .where(and(eq(news.categoryId, categoryId), livePublished)),
  ]);
  return { items: rows.map(toSummary), total: total?.value ?? 0, page, size };
}

export async function findArticle(db: Database, id: number): Promise<NewsArticle | null> {
  const [row] = await db
    .select({ ...summaryColumns, categoryId: news.categoryId, bodyHtml: news.bodyHtml })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(eq(news.id, id), livePublished));
  return row ? toSummary(row) : null;
}

/**
 * Counts a reader once, however often the page is opened: the unique (news, user) row
 * decides, inside one transaction, whether `reads` goes up. Null when there is no article.
 */
export function recordRead(db: Database, newsId: number, userId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [article] = await tx
      .select({ reads: news.reads })
      .from(news)
      .where(and(eq(news.id, newsId), livePublished));
    if (!article) return null;
    const first = await tx
      .insert(newsReads)
      .values({ newsId, userId })
      .onConflictDoNothing()
      .returning({ id: newsReads.id });
    if (first.length === 0) return article.reads;
    const [updated] = await tx
      .update(news)
      .set({ reads: sql`${news.reads} + 1` })
      .where(eq(news.id, newsId))
      .returning({ reads: news.reads });
    return updated?.reads ?? null;
  });
}
