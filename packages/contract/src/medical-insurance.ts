import { z } from 'zod';
import { FenSchema, IdParamsSchema, IdSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ClientPayParamsSchema, InsuranceSplitSchema, PaymentSubjectTypeSchema } from './pay.ts';

/** The two insurance channels: WeChat's medical-insurance payment and the hcare platform's. */
export const InsuranceChannelSchema = z.enum(['wechat_medicare', 'hcare']);
export type InsuranceChannel = z.infer<typeof InsuranceChannelSchema>;

/** "1": the personal insurance account pays what the fund does not; "0": cash pays it. */
export const AcctUsedFlagSchema = z.enum(['0', '1']);

/**
 * presettled: the split the patient sees and may pay, until it expires; superseded: another
 * answer of the insurer replaced it; paying: the mixed order is open; paid: fund, account and
 * cash all settled; reversing / reversed: the insurance part settled but the cash part failed,
 * so the insurance part is being / has been given back and the bill is unpaid again.
 */
export const InsuranceSettlementStatusSchema = z.enum([
  'presettled',
  'superseded',
  'expired',
  'paying',
  'paid',
  'reversing',
  'reversed',
]);
export type InsuranceSettlementStatus = z.infer<typeof InsuranceSettlementStatusSchema>;

export const InsuranceSettlementSchema = z.object({
  id: z.number().int(),
  subjectType: PaymentSubjectTypeSchema,
  subjectId: z.number().int(),
  channel: InsuranceChannelSchema,
  status: InsuranceSettlementStatusSchema,
  patientName: z.string(),
  description: z.string(),
  acctUsed: z.boolean(),
  split: InsuranceSplitSchema,
  /** The insurer's number of this settlement (payOrdId). */
  insurerSettlementNo: z.string(),
  /** Our order number, as on the receipt. */
  outTradeNo: z.string(),
  expiresAt: TimestampSchema,
  createdAt: TimestampSchema,
  paidAt: TimestampSchema.nullable(),
  /** Refunds of this payment that succeeded, in fen. */
  refundedFen: FenSchema,
});
export type InsuranceSettlement = z.infer<typeof InsuranceSettlementSchema>;

/** /pay/settlementDetail: the settlement as the insurer and the hospital each record it. */
export const InsuranceSettlementDetailSchema = z.object({
  settlement: InsuranceSettlementSchema,
  hospital: z.object({
    items: z.array(z.object({ name: z.string(), category: z.string(), amountFen: FenSchema })),
  }),
  /** Null while the insurer cannot be reached. */
  insurer: z
    .object({
      status: z.enum(['MIX_PAY_CREATED', 'SUCCESS', 'REFUND', 'FAIL']),
      split: InsuranceSplitSchema,
      /** What is left in the personal account after this settlement. */
      psnAcctBalanceFen: FenSchema.nullable(),
    })
    .nullable(),
});
export type InsuranceSettlementDetail = z.infer<typeof InsuranceSettlementDetailSchema>;

export const InsuranceRefundSchema = z.object({
  outRefundNo: z.string(),
  amountFen: FenSchema,
  status: z.enum(['pending', 'processing', 'success', 'failed']),
  createdAt: TimestampSchema,
});

/** A page of this site to come back to: a path, never another site. */
const ReturnPathSchema = z
  .string()
  .max(512)
  .regex(/^\/([^/\s\\][^\s\\]*)?$/, 'redirectUrl must be a path of this site');

export const AuthUrlSchema = z.object({ authUrl: z.string() });

const PrePayQuerySchema = z.object({
  authCode: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\w-]+$/),
  acctUsedFlag: AcctUsedFlagSchema,
  /** "1": the page was reloaded with the same one-time authCode; answer the live split again. */
  freshPageFlag: z.enum(['0', '1']).optional(),
});
const SettlementChoiceSchema = z.object({ settlementId: IdSchema });

/**
 * The insurance calls of one payable subject (appointment, outpatient bill) under its base
 * path: one set of schemas, so both subjects answer alike.
 */
export function insuranceEndpoints<B extends string>(base: B, what: string) {
  return {
    prePay: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/wxMedicarePrePay`,
      summary: `Pre-settle ${what} with medical insurance: the split the patient sees before paying`,
      auth: true,
      params: IdParamsSchema,
      query: PrePayQuerySchema,
      responses: { 200: InsuranceSettlementSchema },
    }),
    pay: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/wxmedicarepay`,
      summary: `Pay ${what} at the pre-settled split (409 when it expired or changed)`,
      auth: true,
      params: IdParamsSchema,
      body: SettlementChoiceSchema,
      responses: { 200: ClientPayParamsSchema },
    }),
    orderQuery: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/wxmedicarepay/order-query`,
      summary: `Ask the insurer how the insurance payment of ${what} stands`,
      auth: true,
      params: IdParamsSchema,
      responses: { 200: InsuranceSettlementSchema },
    }),
    hcare: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/hcare`,
      summary: `Where the patient authorises hcare payment of ${what}`,
      auth: true,
      params: IdParamsSchema,
      query: z.object({ redirectUrl: ReturnPathSchema }),
      responses: { 200: AuthUrlSchema },
    }),
    checkHcare: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/checkhcare`,
      summary: `Pre-settle ${what} through hcare`,
      auth: true,
      params: IdParamsSchema,
      query: PrePayQuerySchema.omit({ freshPageFlag: true }),
      responses: { 200: InsuranceSettlementSchema },
    }),
    hcarePay: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/hcarepay`,
      summary: `Pay ${what} through hcare at the pre-settled split`,
      auth: true,
      params: IdParamsSchema,
      query: SettlementChoiceSchema,
      responses: { 200: ClientPayParamsSchema },
    }),
  };
}

export const appointmentInsurance = insuranceEndpoints('/api/appointment', 'an appointment');

export const appointmentInsuranceReturnEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appointment/:id/wxmedicarepay/return',
  summary: 'The latest insurance settlement of an appointment, after the patient came back',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: InsuranceSettlementSchema },
});

export const appointmentInsuranceRefundEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appointment/:id/wxmedicarepay/refund',
  summary: 'The refunds of an appointment paid with medical insurance (cash and insurance parts)',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: z.array(InsuranceRefundSchema) },
});

export const requestAuthCodeUrlEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/wx-medicare-pay/requestAuthCodeUrl',
  summary:
    'Where a patient authorises with the medical-insurance e-certificate; it returns an authCode',
  auth: true,
  query: z.object({ patientId: IdSchema, redirectUrl: ReturnPathSchema }),
  responses: { 200: AuthUrlSchema },
});

export const querySettlementOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/wx-medicare-pay/querySettlementOrder',
  summary: 'One insurance settlement as the insurer and the hospital record it',
  auth: true,
  query: SettlementChoiceSchema,
  responses: { 200: InsuranceSettlementDetailSchema },
});

export const freshAcctUsedFlagEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/freshAcctUsedFlag',
  summary: 'Pre-settle again with or without the personal account; the old split is replaced',
  auth: true,
  query: SettlementChoiceSchema.extend({ acctUsedFlag: AcctUsedFlagSchema }),
  responses: { 200: InsuranceSettlementSchema },
});

export const hcarePayCallbackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/hcare-pay-cb/pay/:orderNum',
  summary: 'Where hcare sends the payer back: the settlement of that order, confirmed by query',
  auth: true,
  params: z.object({ orderNum: z.string().regex(/^P\d{14}[0-9A-F]{12}$/) }),
  responses: { 200: InsuranceSettlementSchema },
});

export const hcareApplyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/hcare-apply',
  summary: 'Apply for hcare payment for a patient: where they authorise it',
  auth: true,
  body: z.object({ patientId: IdSchema, redirectUrl: ReturnPathSchema }),
  responses: { 200: AuthUrlSchema },
});

export const outpatientInsurance = insuranceEndpoints('/api/outpatient', 'an outpatient payment');

export const outpatientInsuranceAuditRefundEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/outpatient/:id/wxmedicarepay/audit-refund',
  summary: 'The refunds of an outpatient payment made with medical insurance, as they stand',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: z.array(InsuranceRefundSchema) },
});
