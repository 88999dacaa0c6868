import { z } from 'zod';
import { DateSchema, FenSchema, IdParamsSchema, IdSchema, TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { clientPayEndpoint } from './pay.ts';
import { PHONE_PATTERN, RelationSchema } from './patient-form.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

/**
 * Where a pre-admission notice stands: the HIS's word (admitted, cancelled) first, then what
 * the patient still has to do: fill in the admission details, pay the required deposit.
 */
export const AdmissionStatusSchema = z.enum([
  'awaiting_details',
  'awaiting_deposit',
  'ready',
  'admitted',
  'cancelled',
]);
export type AdmissionStatus = z.infer<typeof AdmissionStatusSchema>;

const text = (max: number, message: string) => z.string(message).trim().min(1, message).max(max);

/** What the patient fills in before coming in: who to call and where they live. */
export const AdmissionDetailsSchema = z.object({
  contactName: text(20, RULE_MESSAGES.nameRequired),
  contactPhone: z.string(RULE_MESSAGES.phone).regex(PHONE_PATTERN, RULE_MESSAGES.phone),
  contactRelation: RelationSchema,
  /** Province, city and district as one line, e.g. 浙江省 杭州市 西湖区. */
  region: text(60, '请填写所在地区'),
  address: text(100, '请填写详细地址'),
});
export type AdmissionDetails = z.infer<typeof AdmissionDetailsSchema>;

/** A pre-admission notice as the patient reads it, with the deposit paid so far. */
export const AdmissionNoticeSchema = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  cardNo: z.string(),
  department: z.string(),
  ward: z.string(),
  /** Null until the ward gives a bed. */
  bed: z.string().nullable(),
  doctor: z.string(),
  diagnosis: z.string().nullable(),
  plannedDate: DateSchema,
  requiredDepositFen: FenSchema,
  paidDepositFen: FenSchema,
  /** What to bring and where to go, in the ward's words. */
  notes: z.string(),
  status: AdmissionStatusSchema,
  details: AdmissionDetailsSchema.extend({ savedAt: TimestampSchema }).nullable(),
});
export type AdmissionNotice = z.infer<typeof AdmissionNoticeSchema>;

export const selfAdmissionListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/selfAdmission/list',
  summary: "The pre-admission notices the HIS sent for my patients' cards, newest first",
  auth: true,
  responses: { 200: z.array(AdmissionNoticeSchema) },
});

export const preInpatientInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/selfAdmission/getpreinpatientinfo',
  summary: 'One of my pre-admission notices: ward, bed, doctor, deposit and what to bring',
  auth: true,
  query: IdParamsSchema,
  responses: { 200: AdmissionNoticeSchema },
});

export const AdmissionDepositStatusSchema = z.enum(['pending_payment', 'paid', 'expired']);
export type AdmissionDepositStatus = z.infer<typeof AdmissionDepositStatusSchema>;

/** One pre-admission deposit payment of a notice. */
export const AdmissionDepositSchema = z.object({
  id: z.number().int(),
  noticeId: z.number().int(),
  amountFen: FenSchema,
  status: AdmissionDepositStatusSchema,
  /** Until when an unpaid deposit can be paid; null once it is no longer unpaid. */
  expiresAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  paidAt: TimestampSchema.nullable(),
});
export type AdmissionDeposit = z.infer<typeof AdmissionDepositSchema>;

export const prepayInListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/selfAdmission/getprepayinlist',
  summary: 'The pre-admission deposits paid (or being paid) for one of my notices, newest first',
  auth: true,
  query: IdParamsSchema,
  responses: { 200: z.array(AdmissionDepositSchema) },
});

export const CardNoQuerySchema = z.object({
  cardNo: z.string('缺少就诊卡号').regex(/^[A-Za-z0-9-]{1,32}$/, '就诊卡号不正确'),
});

export const recentAdmissionByCardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/selfAdmission/getinmainInforecentlybycardno',
  summary:
    "The admission details last filled in for one of my patients' cards (to fill the form again), or null",
  auth: true,
  query: CardNoQuerySchema,
  responses: { 200: AdmissionDetailsSchema.nullable() },
});

export const AdmissionAddressSchema = AdmissionDetailsSchema.pick({ region: true, address: true });
export type AdmissionAddress = z.infer<typeof AdmissionAddressSchema>;

export const admissionAddressListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/selfAdmission/getAddressList',
  summary: 'The addresses I gave in earlier admissions, most recent first, each once',
  auth: true,
  responses: { 200: z.array(AdmissionAddressSchema) },
});

export const SaveAdmissionSchema = AdmissionDetailsSchema.extend({ id: IdSchema });
export type SaveAdmission = z.infer<typeof SaveAdmissionSchema>;

export const saveAdmissionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/selfAdmission/save',
  summary: 'Fill in (or correct) the admission details of one of my open notices',
  auth: true,
  body: SaveAdmissionSchema,
  responses: { 200: AdmissionNoticeSchema },
});

/** A deposit is at least ¥100 and at most ¥100,000 a payment, as at the admission window. */
export const ADMISSION_DEPOSIT_MIN_FEN = 10_000;
export const ADMISSION_DEPOSIT_MAX_FEN = 10_000_000;

export const AdmissionPrepaySchema = z.object({
  id: IdSchema,
  amountFen: z
    .number('请选择金额')
    .int('金额须为整分')
    .min(ADMISSION_DEPOSIT_MIN_FEN, '预交金不能少于100元')
    .max(ADMISSION_DEPOSIT_MAX_FEN, '单笔预交金不能超过10万元'),
});
export type AdmissionPrepay = z.infer<typeof AdmissionPrepaySchema>;

export const admissionPrepayEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/selfAdmission/prepay',
  summary: 'Start paying a pre-admission deposit of the amount chosen; it waits for payment',
  auth: true,
  body: AdmissionPrepaySchema,
  responses: { 200: AdmissionDepositSchema },
});

export const admissionDepositEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/selfAdmission/prepay/:id',
  summary: 'One of my pre-admission deposits (the payment page polls it after paying)',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: AdmissionDepositSchema },
});

export const payAdmissionDepositEndpoint = clientPayEndpoint(
  '/api/selfAdmission/prepay/:id/pay',
  'WeChat Pay parameters for an unpaid pre-admission deposit',
);
export const alipayAdmissionDepositEndpoint = clientPayEndpoint(
  '/api/selfAdmission/prepay/:id/alipay',
  'Alipay parameters for an unpaid pre-admission deposit',
);
export const appPayAdmissionDepositEndpoint = clientPayEndpoint(
  '/api/selfAdmission/prepay/:id/apppay',
  'The cashier address for an unpaid pre-admission deposit (app and plain browser)',
);
