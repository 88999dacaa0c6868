import { z } from 'zod';
import { DateSchema, FenSchema, IdParamsSchema, IdSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  clientPayEndpoint,
  PaymentChannelSchema,
  PaymentRecordDetailSchema,
  PaymentStatusSchema,
} from './pay.ts';

/** What a bill's line is, as the HIS files it; the page groups the items by it. */
export const OutpatientItemCategorySchema = z.enum([
  'western_medicine',
  'chinese_medicine',
  'lab',
  'exam',
  'treatment',
  'material',
  'other',
]);
export type OutpatientItemCategory = z.infer<typeof OutpatientItemCategorySchema>;

/** Medicine is collected at a pharmacy window; everything else is done in a room. */
export const isMedicine = (category: OutpatientItemCategory) =>
  category === 'western_medicine' || category === 'chinese_medicine';

/** Where a line is carried out: the department, and the building, floor and window or room. */
export const OutpatientPlaceSchema = z.object({
  execDepartment: z.string(),
  building: z.string(),
  floor: z.string(),
  place: z.string(),
});
export type OutpatientPlace = z.infer<typeof OutpatientPlaceSchema>;

export const OutpatientBillItemSchema = OutpatientPlaceSchema.extend({
  id: z.number().int(),
  name: z.string(),
  specification: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPriceFen: FenSchema,
  amountFen: FenSchema,
  category: OutpatientItemCategorySchema,
  /** True once the line was taken back and its amount refunded. */
  refunded: z.boolean(),
});
export type OutpatientBillItem = z.infer<typeof OutpatientBillItemSchema>;

/** `credited`: put on the patient's credit line (treated first), still to be paid. */
export const OutpatientBillStatusSchema = z.enum([
  'unpaid',
  'paid',
  'voided',
  'refunded',
  'credited',
]);
export type OutpatientBillStatus = z.infer<typeof OutpatientBillStatusSchema>;

export const OutpatientBillSchema = z.object({
  id: z.number().int(),
  /** The HIS's bill number, as printed on the paper bill. */
  billNo: z.string(),
  visitNo: z.string(),
  visitDate: DateSchema,
  department: z.string(),
  doctor: z.string(),
  totalFen: FenSchema,
  status: OutpatientBillStatusSchema,
  paidAt: TimestampSchema.nullable(),
  items: z.array(OutpatientBillItemSchema),
});
export type OutpatientBill = z.infer<typeof OutpatientBillSchema>;

/** One visit's unpaid bills: the page offers them together. */
export const OutpatientVisitSchema = z.object({
  visitNo: z.string(),
  visitDate: DateSchema,
  department: z.string(),
  doctor: z.string(),
  bills: z.array(OutpatientBillSchema),
});
export type OutpatientVisit = z.infer<typeof OutpatientVisitSchema>;

export const BillListQuerySchema = z.object({
  patientCode: z.string('请选择就诊人').trim().min(1, '请选择就诊人').max(64),
});

export const billListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/outpatient/getBillList',
  summary: "One of my patients' unpaid bills, grouped by visit, newest visit first",
  auth: true,
  query: BillListQuerySchema,
  responses: { 200: z.array(OutpatientVisitSchema) },
});

/** A place the paid items send the patient to: a pharmacy window or a room. */
export const NextStepSchema = OutpatientPlaceSchema.extend({ medicine: z.boolean() });
export type NextStep = z.infer<typeof NextStepSchema>;

/** Several bills paid together: what the patient pays, how it stands, and where to go next. */
export const OutpatientPaymentSchema = z.object({
  id: z.number().int(),
  /** The card its bills are on. */
  patientCode: z.string(),
  /** The payment record (/paymentRecords/paymentRecordDetail) of this payment. */
  paymentOrderId: z.number().int(),
  /**
   * The account's patient whose card the bills are on (the one who authorises medical
   * insurance); null for a bill paid from its QR code for someone outside the account.
   */
  patientId: z.number().int().nullable(),
  amountFen: FenSchema,
  status: PaymentStatusSchema,
  channel: PaymentChannelSchema.nullable(),
  /** Until when a pending payment can be paid. */
  expiresAt: TimestampSchema,
  createdAt: TimestampSchema,
  paidAt: TimestampSchema.nullable(),
  /** Set when its bills went on the patient's credit line instead (its order then closed). */
  creditedAt: TimestampSchema.nullable(),
  bills: z.array(OutpatientBillSchema),
  /** The distinct places the paid items send the patient to: pharmacy windows, rooms. */
  nextSteps: z.array(NextStepSchema),
});
export type OutpatientPayment = z.infer<typeof OutpatientPaymentSchema>;

export const MAX_BILLS_PER_PAYMENT = 20;

export const SaveOutpatientPaymentSchema = z.object({
  patientId: IdSchema,
  billIds: z
    .array(IdSchema)
    .min(1, '请选择要缴费的账单')
    .max(MAX_BILLS_PER_PAYMENT, `一次最多缴 ${MAX_BILLS_PER_PAYMENT} 张账单`)
    .refine((ids) => new Set(ids).size === ids.length, '账单重复'),
});
export type SaveOutpatientPayment = z.infer<typeof SaveOutpatientPaymentSchema>;

export const saveOutpatientPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/outpatient/save',
  summary:
    "Bills of one of my patients to pay together: one payment at the bills' own total (409 when a bill is no longer payable)",
  auth: true,
  body: SaveOutpatientPaymentSchema,
  responses: { 200: OutpatientPaymentSchema },
});

export const outpatientPaymentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/outpatient/:id/getPayOutpatientList',
  summary: 'One of my outpatient payments with its bills and items',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: OutpatientPaymentSchema },
});

export const checkOutpatientPaymentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/outpatient/:id/checkpay',
  summary: 'One of my outpatient payments after paying: asks the provider when still pending',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: OutpatientPaymentSchema },
});

export const payOutpatientEndpoint = clientPayEndpoint(
  '/api/outpatient/:id/pay',
  "The signed-in host's parameters to pay a pending outpatient payment (409 when a bill changed)",
);

/** A bill on the credit line, with the day it is to be paid by. */
export const CreditedBillSchema = OutpatientBillSchema.extend({
  creditedAt: TimestampSchema,
  dueAt: TimestampSchema,
});
export type CreditedBill = z.infer<typeof CreditedBillSchema>;

/** A patient's credit line (treat first, pay later), as the hospital set it, and its use. */
export const CreditLineSchema = z.object({
  enabled: z.boolean(),
  limitFen: FenSchema,
  /** The bills on credit not yet paid. */
  usedFen: FenSchema,
  /** What a new payment can still put on credit; 0 while disabled or a bill is overdue. */
  availableFen: FenSchema,
  /** Days to pay a bill put on credit, in the app or at the window. */
  settleWithinDays: z.number().int(),
  /** A bill on credit is past its day: nothing more goes on credit until it is paid. */
  overdue: z.boolean(),
  bills: z.array(CreditedBillSchema),
});
export type CreditLine = z.infer<typeof CreditLineSchema>;

export const creditLineEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/outpatient/creditLine',
  summary: "One of my patients' credit line: limit, use, and the bills on it still to pay",
  auth: true,
  query: BillListQuerySchema,
  responses: { 200: CreditLineSchema },
});

export const outpatientCreditPayEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/outpatient/:id/creditpay',
  summary:
    "Put one of my pending outpatient payments on the patient's credit line (409 when not enabled or over the limit)",
  auth: true,
  params: IdParamsSchema,
  responses: { 200: OutpatientPaymentSchema },
});

/** A bill number as printed in the paper bill's QR code. */
export const BillNoSchema = z
  .string('缺少账单号')
  .regex(/^[A-Za-z0-9._:-]{1,64}$/, '账单号格式不正确');

/** What the scan page shows before the patient proves who they are: no name, no items. */
export const ScannedBillSchema = z.object({
  billNo: z.string(),
  visitDate: DateSchema,
  department: z.string(),
  totalFen: FenSchema,
  status: OutpatientBillStatusSchema,
});
export type ScannedBill = z.infer<typeof ScannedBillSchema>;

export const scannedBillEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/outpatient/scanBill',
  summary: 'The bill a paper bill QR code names, without whose it is',
  auth: true,
  query: z.object({ billNo: BillNoSchema }),
  responses: { 200: ScannedBillSchema },
});

export const ScanPaySchema = z.object({
  billNo: BillNoSchema,
  name: z.string('请输入就诊人姓名').trim().min(1, '请输入就诊人姓名').max(40),
  /** The last four characters of the patient's ID number as the HIS registered the card. */
  idTail: z
    .string('请输入证件号后四位')
    .trim()
    .regex(/^[0-9]{3}[0-9Xx]$/, '请输入证件号后四位'),
});
export type ScanPay = z.infer<typeof ScanPaySchema>;

export const scanPayEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/outpatient/scanSave',
  summary:
    "The bill a QR code names, paid by whoever proves the card holder's name and ID tail (limited guesses)",
  auth: true,
  body: ScanPaySchema,
  responses: { 200: OutpatientPaymentSchema },
});

/** A payment record with, for an outpatient payment, the bills it paid and where to go. */
export const OutpatientPayDetailSchema = PaymentRecordDetailSchema.extend({
  /** Empty for a payment of anything else (a registration, a test). */
  bills: z.array(OutpatientBillSchema),
  nextSteps: z.array(NextStepSchema),
});
export type OutpatientPayDetail = z.infer<typeof OutpatientPayDetailSchema>;

export const outpatPayDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/outpatient/:id/getOutpatPayDetail',
  summary: 'One payment of the signed-in account with its refunds, and the bills it paid',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: OutpatientPayDetailSchema },
});
