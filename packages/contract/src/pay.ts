import { z } from 'zod';
import { FenSchema, IdParamsSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { PaymentTextTemplateSchema, RefundReasonKeySchema } from './text-templates.ts';

/** What one payment order pays for. */
export const PaymentSubjectTypeSchema = z.enum([
  'registration',
  'outpatient',
  'inpatient_deposit',
  'nucleic_acid',
  'exam',
  'admission_deposit',
  'discharge_settlement',
]);
export type PaymentSubjectType = z.infer<typeof PaymentSubjectTypeSchema>;

export const PaymentStatusSchema = z.enum([
  'pending',
  'paid',
  'closed',
  'refunded',
  'partially_refunded',
]);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** `wechat_medicare` and `hcare` pay with medical insurance: fund and personal account plus cash. */
export const PaymentChannelSchema = z.enum([
  'wechat_jsapi',
  'alipay_trade',
  'alipay_wap',
  'wechat_medicare',
  'hcare',
]);
export type PaymentChannel = z.infer<typeof PaymentChannelSchema>;

/**
 * How the page pays, per host. A real host gets its bridge's parameters; in the sandbox
 * `sandboxCashierUrl` is opened instead of getBrandWCPayRequest / tradePay. The host saying
 * "ok" proves nothing: the page then polls the subject's state on the server.
 */
export const ClientPayParamsSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('wechat_jsapi'),
    appId: z.string(),
    timeStamp: z.string(),
    nonceStr: z.string(),
    package: z.string(),
    signType: z.literal('RSA'),
    paySign: z.string(),
    sandboxCashierUrl: z.string().optional(),
  }),
  z.object({
    channel: z.literal('alipay_trade'),
    tradeNO: z.string(),
    sandboxCashierUrl: z.string().optional(),
  }),
  z.object({ channel: z.literal('cashier'), cashierUrl: z.string() }),
  /**
   * A mixed medical-insurance order: the page opens `payUrl` (WeChat's insurance cashier, or
   * the sandbox's), where the payer confirms fund, personal account and cash in one step.
   */
  z.object({ channel: z.literal('insurance'), payUrl: z.string() }),
]);
export type ClientPayParams = z.infer<typeof ClientPayParamsSchema>;

/** Asks for the parameters that pay one unpaid subject (an appointment, an order) by its id. */
export const clientPayEndpoint = <P extends string>(path: P, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    summary,
    auth: true,
    params: IdParamsSchema,
    // The web app adds the time to defeat caches; the server ignores it.
    query: z.object({ timestamp: z.string().max(20).optional() }),
    responses: { 200: ClientPayParamsSchema },
  });

export const RefundStatusSchema = z.enum(['pending', 'processing', 'success', 'failed']);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

/** What the insurer says a bill splits into; `totalFen` is always the sum of the three. */
export const InsuranceSplitSchema = z.object({
  totalFen: FenSchema,
  /** The pooled fund (统筹基金). */
  fundFen: FenSchema,
  /** The personal insurance account (个人账户). */
  psnAcctFen: FenSchema,
  /** What the payer pays in cash (自费现金). */
  cashFen: FenSchema,
});
export type InsuranceSplit = z.infer<typeof InsuranceSplitSchema>;

/** One line of /paymentRecords/paymentRecord: every kind of payment of the account. */
export const PaymentRecordSchema = z.object({
  id: z.number().int(),
  outTradeNo: z.string(),
  subjectType: PaymentSubjectTypeSchema,
  subjectId: z.number().int(),
  description: z.string(),
  /** What the app words in the patient's language instead of the description. */
  descriptionTemplate: PaymentTextTemplateSchema.nullable(),
  amountFen: FenSchema,
  status: PaymentStatusSchema,
  channel: PaymentChannelSchema.nullable(),
  paidAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  /** Refunds that succeeded, in fen. */
  refundedFen: FenSchema,
  /** How medical insurance split a payment it paid; null for one paid all in cash. */
  insuranceSplit: InsuranceSplitSchema.nullable(),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;

export const RefundRecordSchema = z.object({
  id: z.number().int(),
  outRefundNo: z.string(),
  amountFen: FenSchema,
  status: RefundStatusSchema,
  reason: z.string(),
  /** What the app words in the patient's language instead of the reason. */
  reasonKey: RefundReasonKeySchema.nullable(),
  createdAt: TimestampSchema,
  succeededAt: TimestampSchema.nullable(),
});
export type RefundRecord = z.infer<typeof RefundRecordSchema>;

export const PaymentRecordDetailSchema = PaymentRecordSchema.extend({
  providerTradeNo: z.string().nullable(),
  refunds: z.array(RefundRecordSchema),
});
export type PaymentRecordDetail = z.infer<typeof PaymentRecordDetailSchema>;

export const paymentListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/outpatient/getPaymentList',
  summary: "The signed-in account's payments, newest first",
  auth: true,
  responses: { 200: z.array(PaymentRecordSchema) },
});
