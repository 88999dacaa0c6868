import { z } from 'zod';
import { TimestampSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { PaymentSubjectTypeSchema } from '../pay.ts';

/**
 * Where a reconciliation read carries on: the `next` of the page before. It is opaque to
 * the HIS; keep it as it came.
 */
export const HisPaymentsCursorSchema = z
  .string()
  .regex(/^c1\.[A-Za-z0-9_-]{1,200}$/, 'since: a cursor answered as `next`, or a time');

export const HisPaymentsQuerySchema = z.object({
  /** A cursor (`next` of the page before) or an ISO 8601 time; unset: from the first. */
  since: z.union([TimestampSchema, HisPaymentsCursorSchema]).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type HisPaymentsQuery = z.infer<typeof HisPaymentsQuerySchema>;

/**
 * A movement of money the providers settled: a payment an order kept, a payment beyond it
 * (the same order paid twice; refunded in full by a refund of its own), or a refund that
 * succeeded.
 */
export const HisSettlementSchema = z.object({
  kind: z.enum(['payment', 'extra_payment', 'refund']),
  outTradeNo: z.string(),
  /** Set for a refund: its own stable number. */
  outRefundNo: z.string().nullable(),
  subjectType: PaymentSubjectTypeSchema,
  subjectId: z.number().int(),
  /** Whose bill the row appears on. */
  provider: z.enum(['wechat', 'alipay', 'medicare']),
  /** The provider's trade number; for a refund, the provider's refund number when told. */
  providerNo: z.string().nullable(),
  /** Always positive: `kind` says which way the money went. */
  amountFen: z.number().int().positive(),
  settledAt: TimestampSchema,
});
export type HisSettlement = z.infer<typeof HisSettlementSchema>;

export const HisSettlementPageSchema = z.object({
  items: z.array(HisSettlementSchema),
  /** The `since` of the next read; the same cursor again when nothing new had settled. */
  next: HisPaymentsCursorSchema,
  /** More rows are ready now; false: ask again later from `next`. */
  hasMore: z.boolean(),
});
export type HisSettlementPage = z.infer<typeof HisSettlementPageSchema>;

export const listHisPayments = defineEndpoint({
  method: 'GET',
  path: `${HIS_API_PREFIX}/payments`,
  summary: 'Settled payments and refunds since a cursor, in settlement order, to reconcile',
  auth: { his: 'his:bills' },
  query: HisPaymentsQuerySchema,
  responses: { 200: HisSettlementPageSchema },
});
