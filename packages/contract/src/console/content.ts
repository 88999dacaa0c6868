import { z } from 'zod';
import { IdParamsSchema, IdSchema, TimestampSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { PageQuerySchema, pageOf } from './paging.ts';
import { CONSOLE_API_PREFIX, CONSOLE_AREA_ROLES } from '../hospital-side.ts';
import { SurveyQuestionKindSchema } from '../surveys.ts';

/**
 * News, notices and surveys: the content role's pages; administrators too. Rows the HIS
 * wrote (`hisId` set) are shown read-only: the HIS would overwrite any change on its next
 * push, so the console refuses with 409 instead of letting a change vanish silently.
 */
const CONTENT = { staff: CONSOLE_AREA_ROLES.content };

/** The 409 of a change to a row the HIS wrote. */
export const HIS_OWNED_MESSAGE = '该内容由医院信息系统（HIS）同步，只能在HIS中修改';

/** Patients see only `published`; a withdrawn item may be published again. */
export const ContentStatusSchema = z.enum(['draft', 'published', 'withdrawn']);
export type ContentStatus = z.infer<typeof ContentStatusSchema>;

const required = (label: string, max: number) =>
  z.string(`请填写${label}`).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}字`);

// Categories

export const ConsoleNewsCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  hisId: z.string().nullable(),
  articleCount: z.number().int().nonnegative(),
});
export type ConsoleNewsCategory = z.infer<typeof ConsoleNewsCategorySchema>;

export const NewsCategoryInputSchema = z.object({
  name: required('分类名称', 20),
  sort: z.number('排序须为数字').int().min(0, '排序不能小于0').max(10_000).default(0),
});
export type NewsCategoryInput = z.infer<typeof NewsCategoryInputSchema>;

export const consoleNewsCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/news-categories`,
  summary: 'News categories in their order, with how many articles each holds',
  auth: CONTENT,
  responses: { 200: z.array(ConsoleNewsCategorySchema) },
});

export const createNewsCategoryEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/news-categories`,
  summary: 'Creates a news category (409 when the name is taken)',
  auth: CONTENT,
  body: NewsCategoryInputSchema,
  responses: { 201: ConsoleNewsCategorySchema },
});

export const updateNewsCategoryEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/news-categories/:id`,
  summary: "Renames or reorders a category; the HIS's categories are read-only",
  auth: CONTENT,
  params: IdParamsSchema,
  body: NewsCategoryInputSchema,
  responses: { 200: ConsoleNewsCategorySchema },
});

export const deleteNewsCategoryEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${CONSOLE_API_PREFIX}/news-categories/:id`,
  summary: 'Deletes an empty category of our own (409 while it holds articles)',
  auth: CONTENT,
  params: IdParamsSchema,
  responses: { 204: z.undefined() },
});

// Articles

export const ConsoleArticleSummarySchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  status: ContentStatusSchema,
  hisId: z.string().nullable(),
  /** When it last went out to patients (or was created, for a draft). */
  publishedAt: TimestampSchema,
  reads: z.number().int().nonnegative(),
});
export type ConsoleArticleSummary = z.infer<typeof ConsoleArticleSummarySchema>;

export const ConsoleArticleSchema = ConsoleArticleSummarySchema.extend({ bodyHtml: z.string() });
export type ConsoleArticle = z.infer<typeof ConsoleArticleSchema>;

export const ConsoleArticleQuerySchema = PageQuerySchema.extend({
  categoryId: IdSchema.optional(),
  status: ContentStatusSchema.optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type ConsoleArticleQuery = z.infer<typeof ConsoleArticleQuerySchema>;

/**
 * A cover is a web address or a picture uploaded through consoleUploadCoverEndpoint;
 * empty draws one from the title.
 */
const CoverUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^$|^(https?:\/\/|\/media\/)/, '封面须为图片地址或上传的图片')
  .default('');

export const ArticleInputSchema = z.object({
  categoryId: z.number('请选择分类').int().positive('请选择分类'),
  title: required('标题', 100),
  summary: z.string().trim().max(300, '摘要不能超过300字').default(''),
  coverUrl: CoverUrlSchema,
  /** Sanitised by the server before it is stored: scripts, handlers and unsafe links go. */
  bodyHtml: required('正文', 200_000),
});
export type ArticleInput = z.infer<typeof ArticleInputSchema>;

export const consoleArticlesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/news`,
  summary: 'Articles of every status, newest first, by category, status and title',
  auth: CONTENT,
  query: ConsoleArticleQuerySchema,
  responses: { 200: pageOf(ConsoleArticleSummarySchema) },
});

export const consoleArticleEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/news/:id`,
  summary: 'One article with its (sanitised) body',
  auth: CONTENT,
  params: IdParamsSchema,
  responses: { 200: ConsoleArticleSchema },
});

export const createArticleEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/news`,
  summary: 'Creates an article as a draft',
  auth: CONTENT,
  body: ArticleInputSchema,
  responses: { 201: ConsoleArticleSchema },
});

export const updateArticleEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/news/:id`,
  summary: "Edits an article, keeping its status; the HIS's articles are read-only",
  auth: CONTENT,
  params: IdParamsSchema,
  body: ArticleInputSchema,
  responses: { 200: ConsoleArticleSchema },
});

export const ContentStatusChangeSchema = z.object({
  status: z.enum(['published', 'withdrawn'], '状态只能是发布或撤回'),
});

export const setArticleStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/news/:id/status`,
  summary: 'Publishes an article (dated now) or withdraws it from patients',
  auth: CONTENT,
  params: IdParamsSchema,
  body: ContentStatusChangeSchema,
  responses: { 200: ConsoleArticleSchema },
});

export const CoverUploadSchema = z.object({
  /** A PNG, JPEG or WebP picture as a `data:` URL, at most 700 KB. */
  dataUrl: z
    .string('请选择图片')
    .max(1_000_000, '图片不能超过700KB')
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, '只支持PNG、JPG或WebP图片'),
});

export const consoleUploadCoverEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/media/covers`,
  summary: 'Stores a cover picture and answers the address articles point at',
  auth: CONTENT,
  body: CoverUploadSchema,
  responses: { 201: z.object({ url: z.string() }) },
});

// Notices

export const ConsoleNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  status: ContentStatusSchema,
  hisId: z.string().nullable(),
  publishedAt: TimestampSchema,
});
export type ConsoleNotice = z.infer<typeof ConsoleNoticeSchema>;

export const ConsoleNoticeQuerySchema = PageQuerySchema.extend({
  status: ContentStatusSchema.optional(),
});
export type ConsoleNoticeQuery = z.infer<typeof ConsoleNoticeQuerySchema>;

export const NoticeInputSchema = z.object({
  title: required('公告标题', 100),
  body: required('公告内容', 5000),
});
export type NoticeInput = z.infer<typeof NoticeInputSchema>;

export const consoleNoticesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/notices`,
  summary: 'Hospital notices of every status, newest first',
  auth: CONTENT,
  query: ConsoleNoticeQuerySchema,
  responses: { 200: pageOf(ConsoleNoticeSchema) },
});

export const createNoticeEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/notices`,
  summary: 'Creates a notice as a draft',
  auth: CONTENT,
  body: NoticeInputSchema,
  responses: { 201: ConsoleNoticeSchema },
});

export const updateNoticeEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/notices/:id`,
  summary: "Edits a notice, keeping its status; the HIS's notices are read-only",
  auth: CONTENT,
  params: IdParamsSchema,
  body: NoticeInputSchema,
  responses: { 200: ConsoleNoticeSchema },
});

export const setNoticeStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/notices/:id/status`,
  summary: 'Publishes a notice (dated now) or withdraws it from patients',
  auth: CONTENT,
  params: IdParamsSchema,
  body: ContentStatusChangeSchema,
  responses: { 200: ConsoleNoticeSchema },
});

// Surveys

export const ConsoleSurveySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  sort: z.number().int(),
  hisId: z.string().nullable(),
  questionCount: z.number().int().nonnegative(),
  responseCount: z.number().int().nonnegative(),
});
export type ConsoleSurveySummary = z.infer<typeof ConsoleSurveySummarySchema>;

export const SurveyQuestionInputSchema = z
  .object({
    kind: SurveyQuestionKindSchema,
    title: required('题目', 200),
    required: z.boolean().default(true),
    options: z.array(required('选项', 100)).max(20, '选项不能超过20个').default([]),
  })
  .refine((question) => (question.kind === 'text') === (question.options.length === 0), {
    message: '选择题至少需要一个选项，填空题不设选项',
    path: ['options'],
  })
  .refine((question) => new Set(question.options).size === question.options.length, {
    message: '选项不能重复',
    path: ['options'],
  });

export const SurveyInputSchema = z.object({
  title: required('问卷标题', 100),
  description: z.string().trim().max(1000, '说明不能超过1000字').default(''),
  sort: z.number('排序须为数字').int().min(0).max(10_000).default(0),
  questions: z.array(SurveyQuestionInputSchema).min(1, '请至少添加一道题').max(100),
});
export type SurveyInput = z.infer<typeof SurveyInputSchema>;

export const ConsoleSurveySchema = ConsoleSurveySummarySchema.extend({
  questions: z.array(
    z.object({
      kind: SurveyQuestionKindSchema,
      title: z.string(),
      required: z.boolean(),
      options: z.array(z.string()),
    }),
  ),
});
export type ConsoleSurvey = z.infer<typeof ConsoleSurveySchema>;

export const consoleSurveysEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/surveys`,
  summary: 'Every survey in its order, with its number of questions and answer sheets',
  auth: CONTENT,
  responses: { 200: z.array(ConsoleSurveySummarySchema) },
});

export const consoleSurveyEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/surveys/:id`,
  summary: 'One survey with its questions, for editing',
  auth: CONTENT,
  params: IdParamsSchema,
  responses: { 200: ConsoleSurveySchema },
});

export const createSurveyEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/surveys`,
  summary: 'Creates a survey with its questions',
  auth: CONTENT,
  body: SurveyInputSchema,
  responses: { 201: ConsoleSurveySchema },
});

export const updateSurveyEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/surveys/:id`,
  summary: 'Edits a survey; once it has answers only title, description and order may change (409)',
  auth: CONTENT,
  params: IdParamsSchema,
  body: SurveyInputSchema,
  responses: { 200: ConsoleSurveySchema },
});

export const SurveyResultsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  responseCount: z.number().int().nonnegative(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      kind: SurveyQuestionKindSchema,
      title: z.string(),
      /** How many sheets chose each option; empty for a text question. */
      options: z.array(
        z.object({ id: z.number().int(), label: z.string(), count: z.number().int() }),
      ),
      /** How many sheets answered this question at all. */
      answered: z.number().int().nonnegative(),
      /** The newest written answers of a text question, at most 20. */
      texts: z.array(z.string()),
    }),
  ),
});
export type SurveyResults = z.infer<typeof SurveyResultsSchema>;

export const surveyResultsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/surveys/:id/results`,
  summary: 'How many answer sheets chose each option of each question',
  auth: CONTENT,
  params: IdParamsSchema,
  responses: { 200: SurveyResultsSchema },
});
