import { z } from 'zod';
import { TimestampSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { SurveyQuestionKindSchema } from '../surveys.ts';
import { HisBatchResultSchema, HisIdSchema, HisUpsertResultSchema, hisBatchOf } from './batch.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const HisIdParamsSchema = z.object({ hisId: HisIdSchema });
const hisId = { hisId: HisIdSchema };

export const HisNewsCategorySchema = z.object({
  name: text(20),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type HisNewsCategory = z.infer<typeof HisNewsCategorySchema>;

export const hisPutNewsCategoryEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/news-categories/:hisId`,
  summary: 'Creates or renames a news category; two categories cannot share a name',
  auth: { his: 'his:content' },
  params: HisIdParamsSchema,
  body: HisNewsCategorySchema,
  responses: { 200: HisUpsertResultSchema },
});

/** `bodyHtml` is sanitised by the server before it is stored, as every article body is. */
export const HisNewsArticleSchema = z.object({
  categoryHisId: HisIdSchema,
  title: text(100),
  summary: z.string().trim().max(300).default(''),
  /** A picture on the web, or one the media module draws (`/media/...`). */
  coverUrl: z.union([
    z.url({ protocol: /^https?$/ }).max(500),
    z.string().regex(/^\/media\/[A-Za-z0-9._/-]{1,200}$/, 'coverUrl: an http(s) URL or /media/...'),
  ]),
  bodyHtml: text(200_000),
  publishedAt: TimestampSchema,
});
export type HisNewsArticle = z.infer<typeof HisNewsArticleSchema>;

export const hisPutNewsEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/news/:hisId`,
  summary: 'Creates or replaces a news article; refused when its category is unknown',
  auth: { his: 'his:content' },
  params: HisIdParamsSchema,
  body: HisNewsArticleSchema,
  responses: { 200: HisUpsertResultSchema },
});

export const hisBatchNewsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${HIS_API_PREFIX}/news::batchUpsert`,
  summary: 'Creates or replaces many news articles, each accepted or refused on its own',
  auth: { his: 'his:content' },
  body: hisBatchOf(HisNewsArticleSchema.extend(hisId)),
  responses: { 200: HisBatchResultSchema },
});

/** A hospital-wide notice; it shows to patients from `publishedAt` on. */
export const HisNoticeSchema = z.object({
  title: text(100),
  body: text(5000),
  publishedAt: TimestampSchema,
});
export type HisNotice = z.infer<typeof HisNoticeSchema>;

export const hisPutNoticeEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/notices/:hisId`,
  summary: 'Creates or replaces a hospital notice',
  auth: { his: 'his:content' },
  params: HisIdParamsSchema,
  body: HisNoticeSchema,
  responses: { 200: HisUpsertResultSchema },
});

export const hisBatchNoticesEndpoint = defineEndpoint({
  method: 'POST',
  path: `${HIS_API_PREFIX}/notices::batchUpsert`,
  summary: 'Creates or replaces many notices, each accepted or refused on its own',
  auth: { his: 'his:content' },
  body: hisBatchOf(HisNoticeSchema.extend(hisId)),
  responses: { 200: HisBatchResultSchema },
});

export const HisSurveyQuestionSchema = z
  .object({
    kind: SurveyQuestionKindSchema,
    title: text(200),
    required: z.boolean().default(true),
    /** The choices of a single or multiple question, in order; none for a text question. */
    options: z.array(text(100)).max(20).default([]),
  })
  .refine((question) => (question.kind === 'text') === (question.options.length === 0), {
    message: 'a choice question needs options, a text question none',
    path: ['options'],
  })
  .refine((question) => new Set(question.options).size === question.options.length, {
    message: 'options must differ',
    path: ['options'],
  });

/** Once a survey has answers its questions are fixed: answers point at them. */
export const HisSurveySchema = z.object({
  title: text(100),
  description: z.string().trim().max(1000).default(''),
  sort: z.number().int().min(0).max(10_000).default(0),
  questions: z.array(HisSurveyQuestionSchema).min(1).max(100),
});
export type HisSurvey = z.infer<typeof HisSurveySchema>;

export const hisPutSurveyEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${HIS_API_PREFIX}/surveys/:hisId`,
  summary: 'Creates or replaces a survey; its questions cannot change once it has answers',
  auth: { his: 'his:content' },
  params: HisIdParamsSchema,
  body: HisSurveySchema,
  responses: { 200: HisUpsertResultSchema },
});
