import {
  consoleArticleEndpoint,
  consoleArticlesEndpoint,
  consoleNewsCategoriesEndpoint,
  createArticleEndpoint,
  createNewsCategoryEndpoint,
  deleteNewsCategoryEndpoint,
  setArticleStatusEndpoint,
  updateArticleEndpoint,
  updateNewsCategoryEndpoint,
} from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { articlePage, findConsoleArticle, listCategoriesForConsole } from './console-repository.ts';
import {
  createArticle,
  createCategory,
  deleteCategory,
  setArticleStatus,
  updateArticle,
  updateCategory,
} from './console-service.ts';

/** The content desk's side of news: categories and articles of every status. */
export function newsConsoleRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, consoleNewsCategoriesEndpoint, () => listCategoriesForConsole(deps.db));

  route(app, createNewsCategoryEndpoint, ({ body, staff, request }) =>
    createCategory(deps, { staffId: staff.id, requestId: request.id }, body),
  );

  route(app, updateNewsCategoryEndpoint, ({ params, body, staff, request }) =>
    updateCategory(deps, { staffId: staff.id, requestId: request.id }, params.id, body),
  );

  route(app, deleteNewsCategoryEndpoint, async ({ params, staff, request }) => {
    await deleteCategory(deps, { staffId: staff.id, requestId: request.id }, params.id);
    return undefined;
  });

  route(app, consoleArticlesEndpoint, ({ query }) => articlePage(deps.db, query));

  route(app, consoleArticleEndpoint, async ({ params }) => {
    const article = await findConsoleArticle(deps.db, params.id);
    if (!article) throw notFound('文章不存在');
    return article;
  });

  route(app, createArticleEndpoint, ({ body, staff, request }) =>
    createArticle(deps, { staffId: staff.id, requestId: request.id }, body),
  );

  route(app, updateArticleEndpoint, ({ params, body, staff, request }) =>
    updateArticle(deps, { staffId: staff.id, requestId: request.id }, params.id, body),
  );

  route(app, setArticleStatusEndpoint, ({ params, body, staff, request }) =>
    setArticleStatus(deps, { staffId: staff.id, requestId: request.id }, params.id, body),
  );
}
