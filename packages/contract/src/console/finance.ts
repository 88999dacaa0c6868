import { z } from 'zod';
import { DateSchema, IdParamsSchema, IdSchema, TimestampSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { OutpatientBillItemSchema, OutpatientBillSchema } from '../outpatient.ts';
import { PageQuerySchema, pageOf } from './paging.ts';
import { CONSOLE_API_PREFIX, CONSOLE_AREA_ROLES } from '../hospital-side.ts';
import {
  PaymentChannelSchema,
  PaymentStatusSchema,
  PaymentSubjectTypeSchema,
  RefundStatusSchema,
} from '../pay.ts';

/** Payment orders, refunds and reconciliation: the finance role's pages; administrators too. */
const FINANCE = { staff: CONSOLE_AREA_ROLES.finance };

const FINANCE_PREFIX = `${CONSOLE_API_PREFIX}/finance`;

export const REFUND_REASON_MAX = 80;

export const PaymentOrderQuerySchema = PageQuerySchema.extend({
  /** Days (hospital time) the order was created on, both ends included. */
  from: DateSchema.optional(),
  to: DateSchema.optional(),
  channel: PaymentChannelSchema.optional(),
  status: PaymentStatusSchema.optional(),
  /**
   * Exactly: our order number, the provider's trade number, the payer's phone, or an outpatient
   * bill's number or card number (the payments of that bill or card).
   */
  keyword: z.string().trim().max(64).optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: '开始日期不能晚于结束日期',
  path: ['from'],
});
export type PaymentOrderQuery = z.input<typeof PaymentOrderQuerySchema>;

export const FinanceOrderSchema = z.object({
  id: z.number().int(),
  outTradeNo: z.string(),
  subjectType: PaymentSubjectTypeSchema,
  description: z.string(),
  amountFen: z.number().int(),
  /** What is left to refund: paid, less every refund not failed and every request waiting. */
  refundableFen: z.number().int(),
  channel: PaymentChannelSchema.nullable(),
  status: PaymentStatusSchema,
  providerTradeNo: z.string().nullable(),
  /** The payer's phone with the middle digits hidden; null when none is known. */
  payerPhone: z.string().nullable(),
  createdAt: TimestampSchema,
  paidAt: TimestampSchema.nullable(),
});
export type FinanceOrder = z.infer<typeof FinanceOrderSchema>;

export const FinanceOrderPageSchema = pageOf(FinanceOrderSchema);
export type FinanceOrderPage = z.infer<typeof FinanceOrderPageSchema>;

export const FinanceRefundSchema = z.object({
  id: z.number().int(),
  outRefundNo: z.string(),
  amountFen: z.number().int(),
  status: RefundStatusSchema,
  reason: z.string(),
  providerRefundNo: z.string().nullable(),
  createdAt: TimestampSchema,
  succeededAt: TimestampSchema.nullable(),
});
export type FinanceRefund = z.infer<typeof FinanceRefundSchema>;

export const RefundRequestStatusSchema = z.enum(['pending_approval', 'refunded', 'rejected']);
export type RefundRequestStatus = z.infer<typeof RefundRequestStatusSchema>;

const StaffNameSchema = z.object({ id: z.number().int(), name: z.string() });

export const RefundRequestSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  outTradeNo: z.string(),
  orderAmountFen: z.number().int(),
  outRefundNo: z.string(),
  amountFen: z.number().int(),
  reason: z.string(),
  status: RefundRequestStatusSchema,
  requestedBy: StaffNameSchema,
  requestedAt: TimestampSchema,
  decidedBy: StaffNameSchema.nullable(),
  decidedAt: TimestampSchema.nullable(),
  decisionNote: z.string().nullable(),
  /** The refund it made; its status tells whether the provider has paid it back yet. */
  refundId: z.number().int().nullable(),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

export const FinanceOrderDetailSchema = FinanceOrderSchema.extend({
  refunds: z.array(FinanceRefundSchema),
  refundRequests: z.array(RefundRequestSchema),
});
export type FinanceOrderDetail = z.infer<typeof FinanceOrderDetailSchema>;

export const listPaymentOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: `${FINANCE_PREFIX}/payment-orders`,
  summary: 'Payment orders, newest first, by day, channel, status and order number or phone',
  auth: FINANCE,
  query: PaymentOrderQuerySchema,
  responses: { 200: FinanceOrderPageSchema },
});

export const paymentOrderDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: `${FINANCE_PREFIX}/payment-orders/:id`,
  summary: 'One payment order with its refunds and refund requests (404 when unknown)',
  auth: FINANCE,
  params: IdParamsSchema,
  responses: { 200: FinanceOrderDetailSchema },
});

export const RefundInputSchema = z.object({
  amountFen: z.number().int().positive('退款金额须大于 0'),
  reason: z
    .string()
    .trim()
    .min(1, '请填写退款原因')
    .max(REFUND_REASON_MAX, `退款原因不能超过 ${REFUND_REASON_MAX} 个字`),
  /**
   * Made by the console once per refund form: sending it again (a double click, a retry after
   * a lost answer) returns the same request and refunds once.
   */
  requestId: z.string().regex(/^[A-Za-z0-9]{8,24}$/, '请求编号不正确'),
});
export type RefundInput = z.infer<typeof RefundInputSchema>;

export const refundPaymentOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: `${FINANCE_PREFIX}/payment-orders/:id/refunds`,
  summary:
    'Refund part or all of a paid order: at once up to the approval threshold, above it a request for a second person (409 above what is refundable)',
  auth: FINANCE,
  params: IdParamsSchema,
  body: RefundInputSchema,
  responses: { 200: RefundRequestSchema },
});

export const RefundRequestQuerySchema = PageQuerySchema.extend({
  status: RefundRequestStatusSchema.optional(),
});
export type RefundRequestQuery = z.input<typeof RefundRequestQuerySchema>;

export const RefundRequestPageSchema = pageOf(
  RefundRequestSchema.extend({
    /** Asked by the member reading the list, who therefore may not decide it. */
    mine: z.boolean(),
  }),
);
export type RefundRequestPage = z.infer<typeof RefundRequestPageSchema>;

export const listRefundRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${FINANCE_PREFIX}/refund-requests`,
  summary: 'Console refund requests, newest first; those waiting for approval by status',
  auth: FINANCE,
  query: RefundRequestQuerySchema,
  responses: { 200: RefundRequestPageSchema },
});

export const approveRefundRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: `${FINANCE_PREFIX}/refund-requests/:id/approve`,
  summary:
    'Approve a waiting refund and send it (403 SAME_PERSON for the one who asked, 409 when decided)',
  auth: FINANCE,
  params: IdParamsSchema,
  responses: { 200: RefundRequestSchema },
});

export const REJECT_NOTE_MAX = 200;

export const RejectRefundSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, '请填写驳回原因')
    .max(REJECT_NOTE_MAX, `驳回原因不能超过 ${REJECT_NOTE_MAX} 个字`),
});

export const rejectRefundRequestEndpoint = defineEndpoint({
  method: 'POST',
  path: `${FINANCE_PREFIX}/refund-requests/:id/reject`,
  summary: 'Reject a waiting refund with a note (403 SAME_PERSON for the one who asked)',
  auth: FINANCE,
  params: IdParamsSchema,
  body: RejectRefundSchema,
  responses: { 200: RefundRequestSchema },
});

/** The code a same-person approval or rejection is refused with. */
export const SAME_PERSON_CODE = 'SAME_PERSON';

export const ReconciliationQuerySchema = z.object({ date: DateSchema });

export const PaymentProviderSchema = z.enum(['wechat', 'alipay', 'medicare']);
export type PaymentProviderName = z.infer<typeof PaymentProviderSchema>;

export const ReconciliationKindSchema = z.enum(['payment', 'refund']);

export const MismatchSchema = z.object({
  provider: PaymentProviderSchema,
  kind: ReconciliationKindSchema,
  /** Ours: missing_at_provider; theirs only: missing_here; both but not equal: amount_differs. */
  problem: z.enum(['missing_at_provider', 'missing_here', 'amount_differs']),
  outTradeNo: z.string(),
  /** Set for refunds. */
  outRefundNo: z.string().nullable(),
  ourFen: z.number().int().nullable(),
  providerFen: z.number().int().nullable(),
});
export type Mismatch = z.infer<typeof MismatchSchema>;

const SideTotalsSchema = z.object({
  paymentCount: z.number().int(),
  paymentFen: z.number().int(),
  refundCount: z.number().int(),
  refundFen: z.number().int(),
});

export const ProviderReconciliationSchema = z.object({
  provider: PaymentProviderSchema,
  /** False when the provider's bill could not be fetched; the day is then not reconciled. */
  billAvailable: z.boolean(),
  ours: SideTotalsSchema,
  theirs: SideTotalsSchema,
  matchedCount: z.number().int(),
});

export const ReconciliationSchema = z.object({
  date: DateSchema,
  providers: z.array(ProviderReconciliationSchema),
  mismatches: z.array(MismatchSchema),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;

export const reconciliationEndpoint = defineEndpoint({
  method: 'GET',
  path: `${FINANCE_PREFIX}/reconciliation`,
  summary: "One day's settled payments and refunds against the providers' bills, with mismatches",
  auth: FINANCE,
  query: ReconciliationQuerySchema,
  responses: { 200: ReconciliationSchema },
});

export const reconciliationCsvEndpoint = defineEndpoint({
  method: 'GET',
  path: `${FINANCE_PREFIX}/reconciliation.csv`,
  summary: 'The same report as CSV (UTF-8 with a byte-order mark, so spreadsheets read it)',
  auth: FINANCE,
  query: ReconciliationQuerySchema,
  responses: { 200: z.string() },
});

/** Where one line of a paid outpatient bill stands: its refund, once one was asked for. */
export const FinanceBillLineSchema = OutpatientBillItemSchema.omit({ refunded: true }).extend({
  lineNo: z.number().int(),
  /** The refund that takes the line back; its status tells whether the provider paid it. */
  refund: FinanceRefundSchema.nullable(),
});
export type FinanceBillLine = z.infer<typeof FinanceBillLineSchema>;

export const FinanceOutpatientBillSchema = OutpatientBillSchema.omit({ items: true }).extend({
  cardNo: z.string(),
  items: z.array(FinanceBillLineSchema),
});
export type FinanceOutpatientBill = z.infer<typeof FinanceOutpatientBillSchema>;

export const FinanceOutpatientPaymentSchema = z.object({
  orderId: z.number().int(),
  cardNo: z.string(),
  /** The card's name as the HIS registered it; null when the HIS never did. */
  patientName: z.string().nullable(),
  /**
   * Paid through medical insurance: the insurer refunds a settlement whole, never in part, so
   * a line's refund fails there and is settled at the hospital's window.
   */
  insurance: z.boolean(),
  bills: z.array(FinanceOutpatientBillSchema),
});
export type FinanceOutpatientPayment = z.infer<typeof FinanceOutpatientPaymentSchema>;

export const outpatientBillsOfOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: `${FINANCE_PREFIX}/payment-orders/:id/outpatient-bills`,
  summary:
    "The outpatient bills an order paid, line by line with each line's refund (404 when the order pays none)",
  auth: FINANCE,
  params: IdParamsSchema,
  responses: { 200: FinanceOutpatientPaymentSchema },
});

export const BillLineParamsSchema = IdParamsSchema.extend({ lineId: IdSchema });

export const RefundBillLineSchema = RefundInputSchema.pick({ reason: true });
export type RefundBillLine = z.infer<typeof RefundBillLineSchema>;

export const refundBillLineEndpoint = defineEndpoint({
  method: 'POST',
  path: `${FINANCE_PREFIX}/payment-orders/:id/outpatient-lines/:lineId/refund`,
  summary:
    'Refund one line of a bill the order paid, as when the HIS takes it back (404 for a line of another order, 409 for a bill not paid online or a line already refunded)',
  auth: FINANCE,
  params: BillLineParamsSchema,
  body: RefundBillLineSchema,
  responses: { 200: FinanceOutpatientPaymentSchema },
});
