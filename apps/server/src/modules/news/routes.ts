import {
  newsEndpoint,
  newsArticleEndpoint,
  newsCategoryEndpoint,
  sliderImagesEndpoint,
  wxoaMarqueeItemEndpoint,
  updateNewsReadsEndpoint,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { newsConsoleRoutes } from './console-routes.ts';
import {
  findArticle,
  findCategoryPage,
  listCategories,
  listMarquee,
  listSliderImages,
  recordRead,
} from './repository.ts';

/** News, the home page slider and the notice marquee. */
export async function newsModule(app: FastifyInstance): Promise<void> {
  const { db } = depsOf(app);
  route(app, sliderImagesEndpoint, () => listSliderImages(db));

  route(app, wxoaMarqueeItemEndpoint, () => listMarquee(db));

  route(app, newsCategoryEndpoint, () => listCategories(db));

  route(app, newsEndpoint, async ({ params, query }) => {
    const page = await findCategoryPage(db, params.id, query.page, query.size);
    if (!page) throw notFound('资讯分类不存在');
    return page;
  });

  route(app, newsArticleEndpoint, async ({ params }) => {
    const article = await findArticle(db, params.id);
    if (!article) throw notFound('文章不存在');
    return article;
  });

  route(app, updateNewsReadsEndpoint, async ({ params, user }) => {
    const reads = await recordRead(db, params.id, user.id);
    if (reads === null) throw notFound('文章不存在');
    return { reads };
  });

  newsConsoleRoutes(app);
}
