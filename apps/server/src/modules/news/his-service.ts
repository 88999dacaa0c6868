import type { HisNewsArticle, HisNewsCategory, HisUpsertResult } from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
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
  hisId: string,
  category: HisNewsCategory,
): Promise<HisUpsertResult> {
  if (await isCategoryNameTaken(deps.db, category.name, hisId)) {
    return { hisId, status: 'refused', reason: `已有名为 ${category.name} 的资讯分类` };
  }
  return { hisId, status: await upsertCategory(deps.db, hisId, category) };
}

/** Stores an article with its body sanitised; its category must have come from the HIS. */
export async function upsertHisNewsArticle(
  deps: NewsDeps,
  hisId: string,
  article: HisNewsArticle,
): Promise<HisUpsertResult> {
  const categoryId = await findCategoryIdOfHisId(deps.db, article.categoryHisId);
  if (categoryId === null) {
    return { hisId, status: 'refused', reason: `资讯分类 ${article.categoryHisId} 不存在` };
  }
  const status = await upsertArticle(deps.db, hisId, {
    categoryId,
    title: article.title,
    summary: article.summary,
    coverUrl: article.coverUrl,
    bodyHtml: sanitizeNewsHtml(article.bodyHtml),
    publishedAt: new Date(article.publishedAt),
  });
  return { hisId, status };
}
