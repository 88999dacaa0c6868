import { z } from 'zod';
import { IdParamsSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { PhoneSchema } from './user.ts';
import { RULE_MESSAGES } from './rule-messages.ts';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGES_MAX,
} from './feedback-limits.ts';

export {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGES_MAX,
} from './feedback-limits.ts';

export const FeedbackCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type FeedbackCategory = z.infer<typeof FeedbackCategorySchema>;

export const userQuestionCategoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/feedback/userQuestionCategory',
  summary: 'Feedback categories',
  auth: true,
  responses: { 200: z.array(FeedbackCategorySchema) },
});

export const CustomerServiceSchema = z.object({
  phone: z.string(),
  serviceHours: z.string(),
});
export type CustomerService = z.infer<typeof CustomerServiceSchema>;

export const customerServicePhoneEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/feedback/getCustomerServicePhone',
  summary: "The hospital's customer service phone and hours",
  auth: true,
  responses: { 200: CustomerServiceSchema },
});

export const CreateFeedbackSchema = z.object({
  categoryId: z.number(RULE_MESSAGES.feedbackCategory).int().positive().max(2_147_483_647),
  content: z
    .string(RULE_MESSAGES.feedbackContent)
    .trim()
    .min(FEEDBACK_CONTENT_MIN, RULE_MESSAGES.feedbackTooShort)
    .max(FEEDBACK_CONTENT_MAX, RULE_MESSAGES.feedbackTooLong),
  /** From POST /api/patients/fileUpload; only the user's own uploads are accepted. */
  imageFileIds: z
    .array(z.string().max(64))
    .max(FEEDBACK_IMAGES_MAX, RULE_MESSAGES.feedbackTooManyImages)
    .default([]),
  contactPhone: z.union([PhoneSchema, z.literal('')]).optional(),
});
export type CreateFeedback = z.input<typeof CreateFeedbackSchema>;

export const FeedbackStatusSchema = z.enum(['pending', 'replied']);
export type FeedbackStatus = z.infer<typeof FeedbackStatusSchema>;

export const FeedbackSummarySchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  content: z.string(),
  status: FeedbackStatusSchema,
  imageCount: z.number().int().nonnegative(),
  createdAt: TimestampSchema,
  /** A reply came that the user has not opened yet; opening the message clears it. */
  unread: z.boolean(),
});
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>;

export const FeedbackReplySchema = z.object({
  id: z.number().int(),
  content: z.string(),
  createdAt: TimestampSchema,
});

export const FeedbackDetailSchema = FeedbackSummarySchema.extend({
  contactPhone: z.string().nullable(),
  /** Served only to the user who sent the feedback, with their bearer token. */
  images: z.array(z.object({ fileId: z.string(), url: z.string() })),
  replies: z.array(FeedbackReplySchema),
});
export type FeedbackDetail = z.infer<typeof FeedbackDetailSchema>;

export const userFeedbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/feedback/getUserFeedback',
  summary: 'Sends feedback: a category, 5-500 characters, up to 4 uploaded images',
  auth: true,
  body: CreateFeedbackSchema,
  responses: { 200: FeedbackDetailSchema },
});

export const feedbackListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/feedback/list',
  summary: "The signed-in user's feedback, newest first",
  auth: true,
  responses: { 200: z.array(FeedbackSummarySchema) },
});

export const feedbackDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/feedback/:id',
  summary: 'One of my feedback messages with the replies',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: FeedbackDetailSchema },
});

export const markFeedbackReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/feedback/:id/read',
  summary: 'Marks the replies to one of my feedback messages read; answers how many stay unread',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: z.object({ unread: z.number().int().nonnegative() }) },
});
