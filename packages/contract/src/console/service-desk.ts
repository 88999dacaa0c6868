import { z } from 'zod';
import { DateSchema, IdParamsSchema, IdSchema, TimestampSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { PageQuerySchema, pageOf } from './paging.ts';
import { FeedbackCategorySchema, FeedbackStatusSchema } from '../feedback.ts';
import { CONSOLE_API_PREFIX, CONSOLE_AREA_ROLES } from '../hospital-side.ts';

/**
 * The service desk: what patients wrote to the hospital (feedback, report comments,
 * doctor ratings) and the hospital's replies. The service role's pages; administrators too.
 */
const SERVICE_DESK = { staff: CONSOLE_AREA_ROLES.serviceDesk };

export const FEEDBACK_REPLY_MAX = 1000;

/** Days in the hospital's time zone, both ends included. */
const DayRangeSchema = z.object({
  from: DateSchema.optional(),
  to: DateSchema.optional(),
});
const fromNotAfterTo = (range: z.infer<typeof DayRangeSchema>) =>
  !range.from || !range.to || range.from <= range.to;
const RANGE_ERROR = { message: '开始日期不能晚于结束日期', path: ['from'] };

export const consoleFeedbackCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/feedback-categories`,
  summary: 'The feedback categories patients choose from, to filter by',
  auth: SERVICE_DESK,
  responses: { 200: z.array(FeedbackCategorySchema) },
});

export const ConsoleFeedbackQuerySchema = PageQuerySchema.extend({
  status: FeedbackStatusSchema.optional(),
  categoryId: IdSchema.optional(),
  ...DayRangeSchema.shape,
}).refine(fromNotAfterTo, RANGE_ERROR);
export type ConsoleFeedbackQuery = z.input<typeof ConsoleFeedbackQuerySchema>;

export const ConsoleFeedbackSummarySchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  content: z.string(),
  status: FeedbackStatusSchema,
  imageCount: z.number().int().nonnegative(),
  /** What the patient gave to be called back on; null when they left none. */
  contactPhone: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type ConsoleFeedbackSummary = z.infer<typeof ConsoleFeedbackSummarySchema>;

export const ConsoleFeedbackReplySchema = z.object({
  id: z.number().int(),
  content: z.string(),
  /** The staff member who wrote it; null for replies older than the console. */
  staffName: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type ConsoleFeedbackReply = z.infer<typeof ConsoleFeedbackReplySchema>;

export const ConsoleFeedbackDetailSchema = ConsoleFeedbackSummarySchema.extend({
  /** Served by consoleFeedbackImagePath to the service desk only. */
  images: z.array(z.object({ fileId: z.string(), url: z.string() })),
  replies: z.array(ConsoleFeedbackReplySchema),
  /** Whether the patient has opened the latest reply. */
  replyRead: z.boolean(),
});
export type ConsoleFeedbackDetail = z.infer<typeof ConsoleFeedbackDetailSchema>;

export const consoleFeedbackListEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/feedback`,
  summary: 'Feedback, newest first, by status, category and day',
  auth: SERVICE_DESK,
  query: ConsoleFeedbackQuerySchema,
  responses: { 200: pageOf(ConsoleFeedbackSummarySchema) },
});

export const consoleFeedbackDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/feedback/:id`,
  summary: 'One feedback message with its images and replies',
  auth: SERVICE_DESK,
  params: IdParamsSchema,
  responses: { 200: ConsoleFeedbackDetailSchema },
});

export const FeedbackReplyInputSchema = z.object({
  content: z
    .string('请填写回复内容')
    .trim()
    .min(1, '请填写回复内容')
    .max(FEEDBACK_REPLY_MAX, `回复内容不能超过${FEEDBACK_REPLY_MAX}字`),
});
export type FeedbackReplyInput = z.input<typeof FeedbackReplyInputSchema>;

export const replyToFeedbackEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/feedback/:id/replies`,
  summary: 'Replies to a feedback message; the patient sees it marked unread',
  auth: SERVICE_DESK,
  params: IdParamsSchema,
  body: FeedbackReplyInputSchema,
  responses: { 200: ConsoleFeedbackDetailSchema },
});

/** An image attached to a feedback message (bytes, not JSON), to the service desk only. */
export const CONSOLE_FEEDBACK_IMAGE_PATH = `${CONSOLE_API_PREFIX}/feedback/:id/images/:fileId`;
export const ConsoleFeedbackImageParamsSchema = IdParamsSchema.extend({
  fileId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

export const ConsoleReportCommentQuerySchema = PageQuerySchema.extend({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  ...DayRangeSchema.shape,
}).refine(fromNotAfterTo, RANGE_ERROR);
export type ConsoleReportCommentQuery = z.input<typeof ConsoleReportCommentQuerySchema>;

export const ConsoleReportCommentSchema = z.object({
  id: z.number().int(),
  reportId: z.number().int(),
  reportTitle: z.string(),
  patientName: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  createdAt: TimestampSchema,
});
export type ConsoleReportComment = z.infer<typeof ConsoleReportCommentSchema>;

export const consoleReportCommentsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/report-comments`,
  summary: "Patients' ratings of their report visits, newest first",
  auth: SERVICE_DESK,
  query: ConsoleReportCommentQuerySchema,
  responses: { 200: pageOf(ConsoleReportCommentSchema) },
});

export const ConsoleEvaluationQuerySchema = PageQuerySchema.extend({
  doctorId: IdSchema.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  ...DayRangeSchema.shape,
}).refine(fromNotAfterTo, RANGE_ERROR);
export type ConsoleEvaluationQuery = z.input<typeof ConsoleEvaluationQuerySchema>;

export const ConsoleEvaluationSchema = z.object({
  id: z.number().int(),
  doctorId: z.number().int(),
  doctorName: z.string(),
  deptName: z.string(),
  patientName: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  createdAt: TimestampSchema,
});
export type ConsoleEvaluation = z.infer<typeof ConsoleEvaluationSchema>;

export const DoctorRatingSchema = z.object({
  doctorId: z.number().int(),
  doctorName: z.string(),
  deptName: z.string(),
  /** Mean of the ratings, one decimal. */
  average: z.number(),
  count: z.number().int().positive(),
});
export type DoctorRating = z.infer<typeof DoctorRatingSchema>;

export const consoleEvaluationsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/doctor-evaluations`,
  summary: "Patients' ratings of their doctors, newest first",
  auth: SERVICE_DESK,
  query: ConsoleEvaluationQuerySchema,
  responses: { 200: pageOf(ConsoleEvaluationSchema) },
});

export const doctorRatingsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/doctor-ratings`,
  summary: 'Every rated doctor with the average and number of ratings, lowest average first',
  auth: SERVICE_DESK,
  responses: { 200: z.array(DoctorRatingSchema) },
});
