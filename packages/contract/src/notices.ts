import { z } from 'zod';
import { TimestampSchema } from './common.ts';
import { RebookOfferSchema } from './clinic-stop.ts';
import { defineEndpoint } from './endpoint.ts';
import { MessageTemplateSchema } from './text-templates.ts';

/**
 * Personal messages and hospital notices share one list, so an id says which it is:
 * `message-12` (to this account alone) or `notice-3` (to everyone).
 */
export const NoticeIdSchema = z.string().regex(/^(message|notice)-[1-9]\d{0,8}$/);

/** account: about this account (welcome, security); hospital: a notice to every patient. */
export const NoticeCategorySchema = z.enum(['account', 'hospital']);
export type NoticeCategory = z.infer<typeof NoticeCategorySchema>;

export const NoticeSchema = z.object({
  id: NoticeIdSchema,
  title: z.string(),
  body: z.string(),
  category: NoticeCategorySchema,
  createdAt: TimestampSchema,
  read: z.boolean(),
  /** A clinic-stop message's rebook offer; null on every other message and notice. */
  rebook: RebookOfferSchema.nullable(),
  /** What the app words in the patient's language instead of title and body. */
  template: MessageTemplateSchema.nullable(),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const NoticeListSchema = z.object({
  unread: z.number().int().nonnegative(),
  /** Newest first. */
  items: z.array(NoticeSchema),
});
export type NoticeList = z.infer<typeof NoticeListSchema>;

export const noticesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/notices',
  summary: "The signed-in account's messages and the hospital's notices",
  auth: true,
  responses: { 200: NoticeListSchema },
});

export const MarkNoticeReadSchema = z.union([
  z.object({ id: NoticeIdSchema }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNoticeRead = z.infer<typeof MarkNoticeReadSchema>;

export const markNoticeReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/notice/update',
  summary: 'Mark one message, or all of them, read',
  auth: true,
  body: MarkNoticeReadSchema,
  responses: { 200: z.object({ unread: z.number().int().nonnegative() }) },
});
