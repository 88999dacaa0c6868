import {
  getNews,
  getNewsArticle,
  getNewsCategory,
  getSliderImages,
  getWxoaMarqueeItem,
  updateNewsReads,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import {
  findArticle,
  findCategoryPage,
  listCategories,
  listMarquee,
  listSliderImages,
  recordRead,
} from './repo.ts';

export async function newsModule(app: FastifyInstance): Promise<void> {
  route(app, getSliderImages, () => listSliderImages(app.db));

  route(app, getWxoaMarqueeItem, () => listMarquee(app.db));

  route(app, getNewsCategory, () => listCategories(app.db));

  route(app, getNews, async ({ params, query }) => {
    const page = await findCategoryPage(app.db, params.id, query.page, query.size);
    if (!page) throw notFound('资讯分类不存在');
    return page;
  });

  route(app, getNewsArticle, async ({ params }) => {
    const article = await findArticle(app.db, params.id);
    if (!article) throw notFound('文章不存在');
    return article;
  });

  route(app, updateNewsReads, async ({ params, user }) => {
    const reads = await recordRead(app.db, params.id, user.id);
    if (reads === null) throw notFound('文章不存在');
    return { reads };
  });
}
