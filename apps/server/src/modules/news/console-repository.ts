import type {
  ConsoleArticle,
  ConsoleArticleSummary,
  ConsoleNewsCategory,
  ContentStatus,
  consoleArticlesEndpoint,
} from '@hospital/contract/console';
import type { QueryOf } from '@hospital/contract';
import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { news, newsCategories } from '../../db/schema/index.ts';

const categoryColumns = {
  id: newsCategories.id,
  name: newsCategories.name,
  sort: newsCategories.sort,
  hisId: newsCategories.hisId,
  // Spelled out: without a join Drizzle leaves columns unqualified, and the inner "id" would be the article's.
  articleCount: sql<number>`(select count(*) from ${news} n
    where n.category_id = ${newsCategories}.id)`.mapWith(Number),
};

export function listCategoriesForConsole(db: Database): Promise<ConsoleNewsCategory[]> {
  return db
    .select(categoryColumns)
    .from(newsCategories)
    .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
}

export async function findCategory(db: Database, id: number): Promise<ConsoleNewsCategory | null> {
  const [row] = await db
    .select(categoryColumns)
    .from(newsCategories)
    .where(eq(newsCategories.id, id));
  return row ?? null;
}

/** Whether a category other than `exceptId` is called `name`. */
export async function isCategoryNameUsed(db: Database, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(
      and(eq(newsCategories.name, name), exceptId ? ne(newsCategories.id, exceptId) : undefined),
    );
  return rows.length > 0;
}

type CategoryValues = { name: string; sort: number };

export async function insertCategory(db: Database, values: CategoryValues): Promise<number> {
  const [row] = await db.insert(newsCategories).values(values).returning({ id: newsCategories.id });
  if (!row) throw new Error('category insert returned nothing');
  return row.id;
}

export async function updateCategory(db: Database, id: number, values: CategoryValues) {
  await db.update(newsCategories).set(values).where(eq(newsCategories.id, id));
}

export async function deleteCategory(db: Database, id: number) {
  await db.delete(newsCategories).where(eq(newsCategories.id, id));
}

const summaryColumns = {
  id: news.id,
  categoryId: news.categoryId,
  categoryName: newsCategories.name,
  title: news.title,
  summary: news.summary,
  coverUrl: news.coverUrl,
  status: news.status,
  hisId: news.hisId,
  publishedAt: news.publishedAt,
  reads: news.reads,
};

const withIsoTime = <T extends { publishedAt: Date }>(row: T) => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
});

type ArticleFilter = QueryOf<typeof consoleArticlesEndpoint>;

function conditionsOf(filter: ArticleFilter): SQL | undefined {
  return and(
    filter.categoryId ? eq(news.categoryId, filter.categoryId) : undefined,
    filter.status ? eq(news.status, filter.status) : undefined,
    filter.keyword ? ilike(news.title, `%${escapeLike(filter.keyword)}%`) : undefined,
  );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function articlePage(db: Database, filter: ArticleFilter) {
  const where = conditionsOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(news)
      .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(news).where(where),
  ]);
  const items: ConsoleArticleSummary[] = rows.map(withIsoTime);
  return { items, total: total?.value ?? 0, page: filter.page, pageSize: filter.pageSize };
}

export async function findConsoleArticle(db: Database, id: number): Promise<ConsoleArticle | null> {
  const [row] = await db
    .select({ ...summaryColumns, bodyHtml: news.bodyHtml })
    .from(news)
    .innerJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(eq(news.id, id));
  return row ? withIsoTime(row) : null;
}

export type ArticleValues = {
  categoryId: number;
  title: string;
  summary: string;
  coverUrl: string;
  bodyHtml: string;
};

export async function insertDraft(
  db: Database,
  values: ArticleValues,
  createdAt: Date,
): Promise<number> {
  const [row] = await db
    .insert(news)
    .values({ ...values, status: 'draft', publishedAt: createdAt })
    .returning({ id: news.id });
  if (!row) throw new Error('article insert returned nothing');
  return row.id;
}

export async function updateArticle(db: Database, id: number, values: Partial<ArticleValues>) {
  await db.update(news).set(values).where(eq(news.id, id));
}

/** Publishing dates the article now, so it leads the list; withdrawing keeps its date. */
export async function setArticleStatus(
  db: Database,
  id: number,
  status: ContentStatus,
  publishedAt?: Date,
) {
  await db
    .update(news)
    .set({ status, ...(publishedAt && { publishedAt }) })
    .where(eq(news.id, id));
}
