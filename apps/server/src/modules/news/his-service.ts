import type { HisNewsArticle, HisNewsCategory } from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
import { HisRefusal, type HisWrite } from '../../http/his-batch.ts';
import {
  findCategoryIdOfHisId,
  isCategoryNameTaken,
  upsertArticle,
  upsertCategory,
} from './his-repository.ts';
import { sanitizeNewsHtml } from './sanitize.ts';

type NewsDeps = Pick<ServerDeps, 'db'>;

/** Patients pick a category by its name, so two categories never share one. */
export async function upsertHisNewsCategory(
  deps: NewsDeps,
  { hisId, ...category }: HisNewsCategory & { hisId: string },
): Promise<HisWrite> {
  if (await isCategoryNameTaken(deps.db, category.name, hisId)) {
    throw new HisRefusal(`已有名为 ${category.name} 的资讯分类`);
  }
  return upsertCategory(deps.db, hisId, category);
}

/** Stores an article with its body sanitised; its category must have come from the HIS. */
export async function upsertHisNewsArticle(
  deps: NewsDeps,
  { hisId, ...article }: HisNewsArticle & { hisId: string },
): Promise<HisWrite> {
  const categoryId = await findCategoryIdOfHisId(deps.db, article.categoryHisId);
  if (categoryId === null) {
    throw new HisRefusal(`资讯分类 ${article.categoryHisId} 不存在`);
  }
  return upsertArticle(deps.db, hisId, {
    categoryId,
    title: article.title,
    summary: article.summary,
    coverUrl: article.coverUrl,
    bodyHtml: sanitizeNewsHtml(article.bodyHtml),
    publishedAt: new Date(article.publishedAt),
  });
}
