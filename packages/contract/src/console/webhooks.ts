import { z } from 'zod';
import { IdParamsSchema, TimestampSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { CONSOLE_API_PREFIX, CONSOLE_AREA_ROLES } from '../hospital-side.ts';
import { WebhookEventTypeSchema } from '../his/webhooks.ts';

export const WebhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);

/** One event sent to one subscription, with how its attempts went. */
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  status: WebhookDeliveryStatusSchema,
  attempts: z.number().int(),
  /** When it is tried next; meaningful while pending. */
  nextAttemptAt: TimestampSchema,
  /** The receiver's last HTTP status; null when it could not be reached. */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: TimestampSchema.nullable(),
  subscription: z.object({ id: z.number().int(), name: z.string() }),
  event: z.object({
    id: z.string(),
    type: WebhookEventTypeSchema,
    createdAt: TimestampSchema,
    data: z.record(z.string(), z.unknown()),
  }),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookQuerySchema = z.object({
  type: WebhookEventTypeSchema.optional(),
  status: WebhookDeliveryStatusSchema.optional(),
  /** Events that happened at or after this time. */
  since: TimestampSchema.optional(),
  /** Events that happened before this time. */
  until: TimestampSchema.optional(),
  subscriptionId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** The `nextBeforeId` of the previous page. */
  beforeId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type WebhookQuery = z.input<typeof WebhookQuerySchema>;

export const WebhookPageSchema = z.object({
  items: z.array(WebhookDeliverySchema),
  /** Pass as `beforeId` for the next page; null on the last one. */
  nextBeforeId: z.number().int().nullable(),
});
export type WebhookPage = z.infer<typeof WebhookPageSchema>;

export const listWebhooksEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/webhooks`,
  summary: 'Webhook deliveries to the HIS, newest first, by event type, status and time',
  auth: { staff: CONSOLE_AREA_ROLES.system },
  query: WebhookQuerySchema,
  responses: { 200: WebhookPageSchema },
});

export const replayWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/webhooks/:id/replay`,
  summary: 'Send a delivery again at once, with the same event id (404 when unknown)',
  auth: { staff: CONSOLE_AREA_ROLES.system },
  params: IdParamsSchema,
  responses: { 200: WebhookDeliverySchema },
});

export const WebhookSubscriptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  /** Empty: every event type. */
  eventTypes: z.array(WebhookEventTypeSchema),
  active: z.boolean(),
  /** The last characters of the secret, to tell which one the HIS holds. */
  secretHint: z.string(),
  createdAt: TimestampSchema,
});
export type WebhookSubscription = z.infer<typeof WebhookSubscriptionSchema>;

/** The whole secret, shown once: when the subscription is made and when it is rotated. */
export const WebhookSubscriptionWithSecretSchema = WebhookSubscriptionSchema.extend({
  secret: z.string(),
});

export const SaveWebhookSubscriptionSchema = z.object({
  name: z.string().trim().min(1, '请填写名称').max(64),
  url: z.url({ protocol: /^https?$/, error: '请填写 http(s) 地址' }).max(2000),
  eventTypes: z.array(WebhookEventTypeSchema).max(20),
  active: z.boolean().default(true),
});
export type SaveWebhookSubscription = z.input<typeof SaveWebhookSubscriptionSchema>;

export const listWebhookSubscriptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/webhook-subscriptions`,
  summary: 'Where webhooks go: every subscription, secrets hidden',
  auth: { staff: CONSOLE_AREA_ROLES.system },
  responses: { 200: z.array(WebhookSubscriptionSchema) },
});

export const createWebhookSubscriptionEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/webhook-subscriptions`,
  summary:
    'Add a subscription; its secret is made by the server and shown once (409 when the name is taken)',
  auth: { staff: CONSOLE_AREA_ROLES.system },
  body: SaveWebhookSubscriptionSchema,
  responses: { 201: WebhookSubscriptionWithSecretSchema },
});

export const updateWebhookSubscriptionEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/webhook-subscriptions/:id`,
  summary: "Change a subscription's name, URL, event types or whether it is active",
  auth: { staff: CONSOLE_AREA_ROLES.system },
  params: IdParamsSchema,
  body: SaveWebhookSubscriptionSchema,
  responses: { 200: WebhookSubscriptionSchema },
});

export const rotateWebhookSecretEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/webhook-subscriptions/:id/secret`,
  summary: 'Replace the secret of a subscription; later deliveries are signed with the new one',
  auth: { staff: CONSOLE_AREA_ROLES.system },
  params: IdParamsSchema,
  responses: { 200: WebhookSubscriptionWithSecretSchema },
});
