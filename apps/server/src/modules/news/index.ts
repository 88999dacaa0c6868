export { newsModule } from './routes.ts';
export { listLatestNews, listMarquee, listSliderImages } from './repository.ts';
export { sanitizeNewsHtml } from './sanitize.ts';
export { upsertHisNewsArticle, upsertHisNewsCategory } from './his-service.ts';
export { newsHisRoutes } from './his-routes.ts';
