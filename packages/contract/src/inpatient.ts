import { z } from 'zod';
import { DateSchema, FenSchema, IdParamsSchema, IdSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ClientPayParamsSchema, PaymentChannelSchema } from './pay.ts';

/** 在院, 已开出院医嘱, 已结算. */
export const InpatientStayStatusSchema = z.enum(['in_hospital', 'discharge_ordered', 'settled']);
export type InpatientStayStatus = z.infer<typeof InpatientStayStatusSchema>;

/** A stay as a list shows it, with its money as of now (all from HIS rows and our ledger). */
export const InpatientStaySchema = z.object({
  id: z.number().int(),
  inpatientNo: z.string(),
  patientName: z.string(),
  department: z.string(),
  ward: z.string(),
  bed: z.string(),
  doctor: z.string(),
  admittedAt: TimestampSchema,
  dischargedAt: TimestampSchema.nullable(),
  status: InpatientStayStatusSchema,
  /** Calendar days in hospital counting the admission day, up to today or discharge. */
  days: z.number().int().nonnegative(),
  /** Deposits paid, less what went back of them. */
  depositFen: FenSchema,
  /** Every cost line so far. */
  costFen: FenSchema,
  /** Deposit less costs; negative when the costs overran the deposit. */
  balanceFen: z.number().int(),
  requiredDepositFen: FenSchema,
  lowBalanceFen: FenSchema,
  /** The balance is under the ward's threshold: the page warns the family to top up. */
  lowBalance: z.boolean(),
  /** True when this account bound the stay; false when it owns the patient's card. */
  bound: z.boolean(),
});
export type InpatientStay = z.infer<typeof InpatientStaySchema>;

export const InpatIdQuerySchema = z.object({ id: IdSchema });

export const inpatListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/inpat/inpatList',
  summary: "The stays this account follows: its own patients' and the ones it bound, newest first",
  auth: true,
  responses: { 200: z.array(InpatientStaySchema) },
});

export const inpatDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/inpat/:id/detail',
  summary: 'One stay this account follows, with its deposit, costs and balance',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: InpatientStaySchema },
});

export const PatientIdParamsSchema = z.object({ patientId: IdSchema });

export const findUserInpatEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/inpat/:patientId/findUserInpat',
  summary: "The stays of one of this account's patients, by the patient's hospital card",
  auth: true,
  params: PatientIdParamsSchema,
  responses: { 200: z.array(InpatientStaySchema) },
});

/** The spend of one day of a stay. */
export const InpatientDayTotalSchema = z.object({
  day: DateSchema,
  amountFen: FenSchema,
  lines: z.number().int().nonnegative(),
});
export type InpatientDayTotal = z.infer<typeof InpatientDayTotalSchema>;

export const inpatDailyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/inpat/daily',
  summary: 'The spend of a stay day by day, newest day first (the daily bill list)',
  auth: true,
  query: InpatIdQuerySchema,
  responses: { 200: z.array(InpatientDayTotalSchema) },
});

export const InpatientCostItemSchema = z.object({
  id: z.number().int(),
  item: z.string(),
  category: z.string(),
  /** As the HIS sent it: fractional for part-doses and hours. */
  quantity: z.string(),
  unit: z.string(),
  unitPriceFen: FenSchema,
  amountFen: FenSchema,
});
export type InpatientCostItem = z.infer<typeof InpatientCostItemSchema>;

/** The lines of one category, with their total. */
export const InpatientCostCategorySchema = z.object({
  category: z.string(),
  amountFen: FenSchema,
  items: z.array(InpatientCostItemSchema),
});
export type InpatientCostCategory = z.infer<typeof InpatientCostCategorySchema>;

export const InpatientDayBillSchema = z.object({
  day: DateSchema,
  amountFen: FenSchema,
  categories: z.array(InpatientCostCategorySchema),
});
export type InpatientDayBill = z.infer<typeof InpatientDayBillSchema>;

export const InpatDayQuerySchema = z.object({ day: DateSchema });

export const inpatDayBillEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/inpat/:id/daily',
  summary: "One day's bill of a stay, its lines grouped by fee category",
  auth: true,
  params: IdParamsSchema,
  query: InpatDayQuerySchema,
  responses: { 200: InpatientDayBillSchema },
});

/** What a stay cost so far, by category (no lines: the day bills hold them). */
export const InpatientCostDetailSchema = z.object({
  amountFen: FenSchema,
  categories: z.array(z.object({ category: z.string(), amountFen: FenSchema })),
});
export type InpatientCostDetail = z.infer<typeof InpatientCostDetailSchema>;

export const inpatCostDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/inpat/costDetail',
  summary: 'What a stay cost so far, by fee category',
  auth: true,
  query: InpatIdQuerySchema,
  responses: { 200: InpatientCostDetailSchema },
});

export const InpatientDepositStatusSchema = z.enum(['pending_payment', 'paid', 'closed']);

/** One deposit of a stay: at the window, or online through a payment order. */
export const InpatientDepositSchema = z.object({
  id: z.number().int(),
  source: z.enum(['window', 'online']),
  amountFen: FenSchema,
  refundedFen: FenSchema,
  status: InpatientDepositStatusSchema,
  /** The window's way of paying as the HIS words it; null online. */
  windowChannel: z.string().nullable(),
  /** The online payment's channel; null at the window or before paying. */
  channel: PaymentChannelSchema.nullable(),
  outTradeNo: z.string().nullable(),
  createdAt: TimestampSchema,
  paidAt: TimestampSchema.nullable(),
});
export type InpatientDeposit = z.infer<typeof InpatientDepositSchema>;

export const inpatDepositRecordEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/inpat/depositRecord',
  summary: 'The paid deposits of a stay, newest first',
  auth: true,
  query: InpatIdQuerySchema,
  responses: { 200: z.array(InpatientDepositSchema) },
});

export const DischargeStepSchema = z.enum([
  'medicine_returned',
  'exams_settled',
  'nurse_station_cleared',
]);
export type DischargeStep = z.infer<typeof DischargeStepSchema>;
/** The order the steps are shown and done in. */
export const DISCHARGE_STEPS = DischargeStepSchema.options;

export const DischargeProgressSchema = z.object({
  status: InpatientStayStatusSchema,
  steps: z.array(
    z.object({ step: DischargeStepSchema, done: z.boolean(), doneAt: TimestampSchema.nullable() }),
  ),
  /** Every step is done: self-discharge may be offered. */
  ready: z.boolean(),
});
export type DischargeProgress = z.infer<typeof DischargeProgressSchema>;

export const inpatCheckProgressEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/inpat/queryInhospitalCheckProgress',
  summary: 'The discharge-check steps of a stay as the HIS last reported them',
  auth: true,
  query: InpatIdQuerySchema,
  responses: { 200: DischargeProgressSchema },
});

/** The deposit amounts the top-up page offers, in fen. */
export const DEPOSIT_PRESETS_FEN = [50_000, 100_000, 200_000, 500_000] as const;
/** A custom top-up: at least 100 and at most 50 000 yuan. */
export const DEPOSIT_MIN_FEN = 10_000;
export const DEPOSIT_MAX_FEN = 5_000_000;

export const DepositTopUpSchema = z.object({
  id: IdSchema,
  amountFen: z
    .number('请输入金额')
    .int('金额须为整分')
    .min(DEPOSIT_MIN_FEN, `单次缴纳不少于 ${DEPOSIT_MIN_FEN / 100} 元`)
    .max(DEPOSIT_MAX_FEN, `单次缴纳不超过 ${DEPOSIT_MAX_FEN / 100} 元`),
});
export type DepositTopUp = z.infer<typeof DepositTopUpSchema>;

/** The deposit waiting for payment and how this host pays it. */
export const DepositPaymentSchema = z.object({
  depositId: z.number().int(),
  params: ClientPayParamsSchema,
});
export type DepositPayment = z.infer<typeof DepositPaymentSchema>;

const topUpEndpoint = <P extends string>(path: P, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    auth: true,
    body: DepositTopUpSchema,
    responses: { 200: DepositPaymentSchema },
  });

export const inpatPayEndpoint = topUpEndpoint(
  '/api/inpat/pay',
  'Top up the deposit of a stay in hospital: WeChat Pay parameters',
);
export const inpatAlipayEndpoint = topUpEndpoint(
  '/api/inpat/alipay',
  'Top up the deposit of a stay in hospital: Alipay parameters',
);
export const inpatPlatformPayEndpoint = topUpEndpoint(
  '/api/inpat/payplatformpay',
  'Top up the deposit of a stay in hospital: the cashier address (app and plain browser)',
);

export const InpatResultQuerySchema = z.object({ depositId: IdSchema });

export const inpatResultEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/inpat/inhospitalResult',
  summary: 'One of my deposit top-ups (the pay page polls it after paying)',
  auth: true,
  query: InpatResultQuerySchema,
  responses: { 200: InpatientDepositSchema.extend({ stayId: z.number().int() }) },
});

export const BindStaySchema = z.object({
  inpatientNo: z
    .string('请输入住院号')
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/, '住院号为 4-32 位字母或数字'),
  patientName: z.string('请输入患者姓名').trim().min(1, '请输入患者姓名').max(40),
});
export type BindStay = z.infer<typeof BindStaySchema>;

export const saveUserInpatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/inpat/saveUserInpat',
  summary: 'Follow a stay by its inpatient number and the patient name (limited against guessing)',
  auth: true,
  body: BindStaySchema,
  responses: { 200: InpatientStaySchema },
});
