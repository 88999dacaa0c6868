import { z } from 'zod';
import { FenSchema, IdParamsSchema, IdSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { DischargeStepSchema, InpatientStayStatusSchema } from './inpatient.ts';
import { ClientPayParamsSchema, PaymentChannelSchema } from './pay.ts';
import { ServerSourceSchema } from './auth.ts';

/**
 * The HIS's trial settlement of a stay, with the deposits as our ledger holds them. The
 * patient's share is what neither the insurance fund nor the personal account pays;
 * `balanceFen` is that share less the deposits: above 0 still to pay, below 0 to refund.
 */
export const TrialSettlementSchema = z.object({
  totalFen: FenSchema,
  insuranceFundFen: FenSchema,
  personalAccountFen: FenSchema,
  selfPayFen: FenSchema,
  depositFen: FenSchema,
  balanceFen: z.number().int(),
  updatedAt: TimestampSchema,
});
export type TrialSettlement = z.infer<typeof TrialSettlementSchema>;

/** Whether the stay may be settled from the phone, and if not what is missing. */
export const DischargeOfferSchema = z.object({
  stayId: z.number().int(),
  status: InpatientStayStatusSchema,
  /** Every discharge-check step done, as the HIS says. */
  ready: z.boolean(),
  missingSteps: z.array(DischargeStepSchema),
  trial: TrialSettlementSchema.nullable(),
  /** The settlement already made (or waiting for its balance), if any. */
  settlementId: z.number().int().nullable(),
});
export type DischargeOffer = z.infer<typeof DischargeOfferSchema>;

export const StayIdBodySchema = z.object({ id: IdSchema });

export const trialOutFeeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/selfDischarge/gettrialoutfee',
  summary: "One of my stays' discharge conditions and trial settlement",
  auth: true,
  body: StayIdBodySchema,
  responses: { 200: DischargeOfferSchema },
});

export const SettlementStatusSchema = z.enum(['awaiting_payment', 'settled', 'cancelled']);
export type SettlementStatus = z.infer<typeof SettlementStatusSchema>;

/** One deposit's share of the surplus, back to the channel it was paid through. */
export const SettlementRefundSchema = z.object({
  depositId: z.number().int(),
  amountFen: FenSchema,
  /** `window`: paid at the cashier's window, so it is refunded there. */
  channel: z.union([PaymentChannelSchema, z.literal('window')]),
  status: z.enum(['pending', 'succeeded', 'failed', 'at_window']),
});
export type SettlementRefund = z.infer<typeof SettlementRefundSchema>;

export const SettlementSchema = z.object({
  id: z.number().int(),
  stayId: z.number().int(),
  inpatientNo: z.string(),
  patientName: z.string(),
  ward: z.string(),
  status: SettlementStatusSchema,
  totalFen: FenSchema,
  insuranceFundFen: FenSchema,
  personalAccountFen: FenSchema,
  selfPayFen: FenSchema,
  depositFen: FenSchema,
  balanceFen: z.number().int(),
  refunds: z.array(SettlementRefundSchema),
  createdAt: TimestampSchema,
  settledAt: TimestampSchema.nullable(),
  /** Whether the HIS has sent the electronic bill yet. */
  hasBill: z.boolean(),
});
export type Settlement = z.infer<typeof SettlementSchema>;

export const closeAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/selfDischarge/closeaccount',
  summary:
    'Settle one of my stays once: the surplus goes back to the deposits, or the balance waits for payment',
  auth: true,
  body: StayIdBodySchema,
  responses: { 200: SettlementSchema },
});

export const OutBalanceBodySchema = z.object({ id: IdSchema, source: ServerSourceSchema });

export const outBalanceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/selfDischarge/outbanlance',
  summary: "Parameters to pay a settlement's balance the way the host pays",
  auth: true,
  body: OutBalanceBodySchema,
  responses: { 200: ClientPayParamsSchema },
});

export const selfDischargesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/selfDischarge/inpatSelfDischarges',
  summary: 'My discharge settlements, newest first',
  auth: true,
  responses: { 200: z.array(SettlementSchema) },
});

export const settlementEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/selfDischarge/settlement/:id',
  summary: 'One of my settlements (the payment page polls it)',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: SettlementSchema },
});

export const DocumentUrlSchema = z.object({ url: z.string() });

export const elecBillUrlEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/selfDischarge/getelecbillurl',
  summary: "The address of one of my settlements' electronic bill (PDF)",
  auth: true,
  query: IdParamsSchema,
  responses: { 200: DocumentUrlSchema },
});

export const feeListPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/selfDischarge/getinfeelistpdf',
  summary: "The address of one of my stays' itemised fee list (PDF)",
  auth: true,
  query: IdParamsSchema,
  responses: { 200: DocumentUrlSchema },
});

export const medicalFeeListPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/selfDischarge/getmedicalinfeelistpdf',
  summary: "The address of one of my stays' insurance fee list (PDF)",
  auth: true,
  query: IdParamsSchema,
  responses: { 200: DocumentUrlSchema },
});

/** Where a discharge PDF is served, to the account that may see its stay. */
export const DISCHARGE_FILE_PATH = '/api/selfDischarge/files/:id';

export const DischargeSummarySchema = z.object({
  stayId: z.number().int(),
  patientName: z.string(),
  department: z.string(),
  admissionDiagnosis: z.string(),
  dischargeDiagnosis: z.string(),
  course: z.string(),
  conditionAtDischarge: z.string(),
  advice: z.string(),
  doctor: z.string(),
  writtenAt: TimestampSchema,
});
export type DischargeSummary = z.infer<typeof DischargeSummarySchema>;

export const dischargeSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/selfDischarge/dischargeReport',
  summary: "One of my stays' discharge summary, once the doctor has written it",
  auth: true,
  query: IdParamsSchema,
  responses: { 200: DischargeSummarySchema },
});
