import { z } from 'zod';
import { IdParamsSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const SliderImageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  /** An in-app path or an absolute address; empty when the slide links nowhere. */
  link: z.string(),
});
export type SliderImage = z.infer<typeof SliderImageSchema>;

export const sliderImagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/slider-images',
  summary: 'Home-page banner slides',
  auth: true,
  responses: { 200: z.array(SliderImageSchema) },
});

/** One line of the home-page marquee: a short notice title. */
export const MarqueeItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
});
export type MarqueeItem = z.infer<typeof MarqueeItemSchema>;

export const wxoaMarqueeItemEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/news/getWxoaMarqueeItem',
  summary: 'Notice titles for the home-page marquee',
  auth: true,
  responses: { 200: z.array(MarqueeItemSchema) },
});

export const NewsCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

export const newsCategoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/news/getNewsCategory',
  summary: 'News categories',
  auth: true,
  responses: { 200: z.array(NewsCategorySchema) },
});

export const NewsSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  categoryName: z.string(),
  publishedAt: TimestampSchema,
  reads: z.number().int().nonnegative(),
});
export type NewsSummary = z.infer<typeof NewsSummarySchema>;

export const NEWS_PAGE_SIZE_MAX = 50;

export const NewsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(NEWS_PAGE_SIZE_MAX).default(10),
});

export const NewsPageSchema = z.object({
  items: z.array(NewsSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type NewsPage = z.infer<typeof NewsPageSchema>;

export const newsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/news/:id/getNews',
  summary: 'Articles of one category, newest first, paged',
  auth: true,
  params: IdParamsSchema,
  query: NewsPageQuerySchema,
  responses: { 200: NewsPageSchema },
});

export const NewsArticleSchema = NewsSummarySchema.extend({
  categoryId: z.number().int(),
  /** Sanitised when written, so it is safe to render as HTML. */
  bodyHtml: z.string(),
});
export type NewsArticle = z.infer<typeof NewsArticleSchema>;

export const newsArticleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/news/:id',
  summary: 'One article',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: NewsArticleSchema },
});

export const NewsReadsSchema = z.object({ reads: z.number().int().nonnegative() });

export const updateNewsReadsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/news/:id/updateNewsReads',
  summary: 'Counts the signed-in patient as a reader of the article, once',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: NewsReadsSchema },
});
