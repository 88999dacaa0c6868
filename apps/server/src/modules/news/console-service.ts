import {
  HIS_OWNED_MESSAGE,
  type ArticleInputSchema,
  type ConsoleArticle,
  type ConsoleNewsCategory,
  type ContentStatusChangeSchema,
  type NewsCategoryInputSchema,
} from '@hospital/contract/console';
import type { z } from 'zod';
import type { ServerDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffActor } from '../staff/index.ts';
import {
  deleteCategory as deleteCategoryRow,
  findCategory,
  findConsoleArticle,
  insertCategory,
  insertDraft,
  isCategoryNameUsed,
  setArticleStatus as setArticleStatusRow,
  updateArticle as updateArticleRow,
  updateCategory as updateCategoryRow,
  type ArticleValues,
} from './console-repository.ts';
import { sanitizeNewsHtml } from './sanitize.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
type Tx = ServerDeps['db'];
type CategoryInput = z.output<typeof NewsCategoryInputSchema>;
type ArticleInput = z.output<typeof ArticleInputSchema>;
type StatusChange = z.output<typeof ContentStatusChangeSchema>;

const NAME_TAKEN = (name: string) => conflict(`已有名为“${name}”的分类`, 'NAME_TAKEN');

function audit(tx: Tx, by: StaffActor, at: Date, action: string, id: number, change: object) {
  return recordAudit(tx, {
    actor: `staff:${by.staffId}`,
    action,
    entityType: action.split('.')[0]!,
    entityId: id,
    requestId: by.requestId,
    at,
    ...change,
  });
}

async function mustFindCategory(tx: Tx, id: number) {
  const category = await findCategory(tx, id);
  if (!category) throw notFound('资讯分类不存在');
  return category;
}

export function createCategory(deps: Deps, by: StaffActor, input: CategoryInput) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (await isCategoryNameUsed(tx, input.name)) throw NAME_TAKEN(input.name);
    const after = await mustFindCategory(tx, await insertCategory(tx, input));
    await audit(tx, by, now, 'news_category.create', after.id, { after });
    return after;
  });
}

/** The HIS names its own categories: a change here would be undone on its next push. */
export function updateCategory(
  deps: Deps,
  by: StaffActor,
  id: number,
  input: CategoryInput,
): Promise<ConsoleNewsCategory> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await mustFindCategory(tx, id);
    if (before.hisId) throw conflict(HIS_OWNED_MESSAGE, 'HIS_OWNED');
    if (await isCategoryNameUsed(tx, input.name, id)) throw NAME_TAKEN(input.name);
    await updateCategoryRow(tx, id, input);
    const after = await mustFindCategory(tx, id);
    await audit(tx, by, now, 'news_category.update', id, { before, after });
    return after;
  });
}

/** Articles point at their category, so only an empty one goes. */
export function deleteCategory(deps: Deps, by: StaffActor, id: number): Promise<void> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await mustFindCategory(tx, id);
    if (before.hisId) throw conflict(HIS_OWNED_MESSAGE, 'HIS_OWNED');
    if (before.articleCount > 0) {
      throw conflict(`该分类下还有${before.articleCount}篇文章，请先移走或删除文章`, 'NOT_EMPTY');
    }
    await deleteCategoryRow(tx, id);
    await audit(tx, by, now, 'news_category.delete', id, { before });
  });
}

async function mustFindArticle(tx: Tx, id: number) {
  const article = await findConsoleArticle(tx, id);
  if (!article) throw notFound('文章不存在');
  return article;
}

/** The body as patients will get it; a body that was nothing but unsafe markup is refused. */
async function articleValues(tx: Tx, input: ArticleInput): Promise<ArticleValues> {
  if (!(await findCategory(tx, input.categoryId))) throw badRequest('资讯分类不存在', 'categoryId');
  const bodyHtml = sanitizeNewsHtml(input.bodyHtml);
  if (!bodyHtml.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(bodyHtml)) {
    throw badRequest('请填写正文', 'bodyHtml');
  }
  return { ...input, bodyHtml };
}

/** The media module draws a cover from the title when none was given. */
const drawnCover = (id: number) => `/media/news/${id}.svg`;

export function createArticle(
  deps: Deps,
  by: StaffActor,
  input: ArticleInput,
): Promise<ConsoleArticle> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const id = await insertDraft(tx, await articleValues(tx, input), now);
    if (!input.coverUrl) await updateArticleRow(tx, id, { coverUrl: drawnCover(id) });
    const after = await mustFindArticle(tx, id);
    await audit(tx, by, now, 'news.create', id, { after });
    return after;
  });
}

export function updateArticle(
  deps: Deps,
  by: StaffActor,
  id: number,
  input: ArticleInput,
): Promise<ConsoleArticle> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await mustFindArticle(tx, id);
    if (before.hisId) throw conflict(HIS_OWNED_MESSAGE, 'HIS_OWNED');
    const values = await articleValues(tx, input);
    await updateArticleRow(tx, id, { ...values, coverUrl: values.coverUrl || drawnCover(id) });
    const after = await mustFindArticle(tx, id);
    await audit(tx, by, now, 'news.update', id, { before, after });
    return after;
  });
}

/** A draft or a withdrawn article may be published; only a published one withdrawn. */
export function setArticleStatus(
  deps: Deps,
  by: StaffActor,
  id: number,
  { status }: StatusChange,
): Promise<ConsoleArticle> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await mustFindArticle(tx, id);
    if (before.hisId) throw conflict(HIS_OWNED_MESSAGE, 'HIS_OWNED');
    if (status === 'published' && before.status === 'published') {
      throw conflict('文章已发布', 'ALREADY_PUBLISHED');
    }
    if (status === 'withdrawn' && before.status !== 'published') {
      throw conflict('只有已发布的文章可以撤回', 'NOT_PUBLISHED');
    }
    await setArticleStatusRow(tx, id, status, status === 'published' ? now : undefined);
    const after = await mustFindArticle(tx, id);
    const action = status === 'published' ? 'news.publish' : 'news.withdraw';
    await audit(tx, by, now, action, id, { before, after });
    return after;
  });
}
