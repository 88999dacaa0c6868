import { z } from 'zod';
import { DateSchema, FenSchema, TimestampSchema } from '../common.ts';
import { HIS_API_PREFIX } from '../hospital-side.ts';
import { defineEndpoint } from '../endpoint.ts';
import { OutpatientItemCategorySchema } from '../outpatient.ts';
import {
  HisIdParamsSchema,
  HisIdSchema,
  HisUpsertResultSchema,
  hisUpsertEndpoints,
} from './batch.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

/** One line of a bill; its amount is the HIS's, checked against quantity × unit price. */
export const HisOutpatientBillItemSchema = z.object({
  name: text(100),
  specification: z.string().trim().max(100).default(''),
  quantity: z.number().positive().max(100_000),
  unit: text(10),
  unitPriceFen: z.number().int().nonnegative().max(10_000_000),
  amountFen: z.number().int().positive().max(10_000_000),
  category: OutpatientItemCategorySchema,
  execDepartment: text(60),
  building: text(60),
  floor: text(20),
  /** The pharmacy window or the exam room. */
  place: text(60),
});
export type HisOutpatientBillItem = z.infer<typeof HisOutpatientBillItemSchema>;

/**
 * A bill on a patient card (registered first with `PUT /patient-cards`), by the HIS's bill
 * number. Sent again while unpaid it replaces the bill; a paid or voided bill is refused.
 */
export const HisOutpatientBillSchema = z.object({
  cardNo: HisIdSchema,
  visitNo: HisIdSchema,
  visitDate: DateSchema,
  department: text(60),
  doctor: text(40),
  items: z.array(HisOutpatientBillItemSchema).min(1).max(200),
});
export const HisOutpatientBillWithIdSchema = HisOutpatientBillSchema.extend({ hisId: HisIdSchema });
export type HisOutpatientBillWithId = z.infer<typeof HisOutpatientBillWithIdSchema>;

const BILLS = `${HIS_API_PREFIX}/outpatient-bills`;

const bills = hisUpsertEndpoints({
  path: BILLS,
  scope: 'his:bills',
  body: HisOutpatientBillSchema,
  item: HisOutpatientBillWithIdSchema,
  summaries: {
    put: 'Publish or replace one unpaid outpatient bill by its bill number (409 once paid or voided)',
    batch: 'Publish or replace outpatient bills item by item',
  },
});
export const putHisOutpatientBill = bills.put;
export const batchUpsertHisOutpatientBills = bills.batch;

export const voidHisOutpatientBill = defineEndpoint({
  method: 'POST',
  path: `${BILLS}/:hisId/void`,
  summary:
    'Void an unpaid bill; a payment the patient has open for it is closed (409 when already paid)',
  auth: { his: 'his:bills' },
  params: HisIdParamsSchema,
  responses: { 200: HisUpsertResultSchema },
});

export const WindowPaymentSchema = z.object({ paidAt: TimestampSchema });

export const windowPaidHisOutpatientBill = defineEndpoint({
  method: 'POST',
  path: `${BILLS}/:hisId/window-payment`,
  summary:
    'The bill was paid at the hospital window: the app stops offering it (409 when already paid in the app)',
  auth: { his: 'his:bills' },
  params: HisIdParamsSchema,
  body: WindowPaymentSchema,
  responses: { 200: HisUpsertResultSchema },
});

export const HisItemRefundSchema = z.object({ reason: text(80) });

export const refundHisOutpatientItem = defineEndpoint({
  method: 'POST',
  path: `${BILLS}/:hisId/items/:lineNo/refund`,
  summary:
    'A line of a bill paid in the app was taken back (medicine returned, exam not done): refund its amount',
  auth: { his: 'his:bills' },
  params: HisIdParamsSchema.extend({ lineNo: z.coerce.number().int().min(1).max(200) }),
  body: HisItemRefundSchema,
  responses: { 200: HisUpsertResultSchema },
});

/** What the hospital allows one patient card to put on credit and pay later. */
export const HisCreditLineSchema = z.object({
  enabled: z.boolean(),
  limitFen: FenSchema.max(100_000_000),
});

export const HisCreditLineStateSchema = HisCreditLineSchema.extend({
  cardNo: z.string(),
  /** Bills on credit not yet paid. */
  usedFen: z.number().int(),
  updatedAt: TimestampSchema,
});
export type HisCreditLineState = z.infer<typeof HisCreditLineStateSchema>;

const CreditLineParamsSchema = z.object({ cardNo: HisIdSchema });
const CREDIT_LINES = `${HIS_API_PREFIX}/credit-lines`;

export const putHisCreditLine = defineEndpoint({
  method: 'PUT',
  path: `${CREDIT_LINES}/:cardNo`,
  summary:
    "Enable, change or disable a patient card's credit line (treat first, pay later); bills already on it stay due",
  auth: { his: 'his:bills' },
  params: CreditLineParamsSchema,
  body: HisCreditLineSchema,
  responses: { 200: HisCreditLineStateSchema },
});

export const getHisCreditLine = defineEndpoint({
  method: 'GET',
  path: `${CREDIT_LINES}/:cardNo`,
  summary: "A patient card's credit line and what is on it (404 when never set)",
  auth: { his: 'his:bills' },
  params: CreditLineParamsSchema,
  responses: { 200: HisCreditLineStateSchema },
});
