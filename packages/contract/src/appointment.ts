import { z } from 'zod';
import { DateSchema, FenSchema, IdParamsSchema, IdSchema, TimestampSchema } from './common.ts';
import { AppointmentCancelReasonSchema } from './clinic-stop.ts';
import { DoctorTitleSchema, PeriodSchema } from './doctors.ts';
import { defineEndpoint } from './endpoint.ts';
import { RegistrationWindowSchema, TextSectionSchema } from './hospitals.ts';
import { clientPayEndpoint, RefundStatusSchema } from './pay.ts';

/** Active: pending_payment and paid. The others are final but for paid -> visited. */
export const AppointmentStatusSchema = z.enum([
  'pending_payment',
  'paid',
  'canceled',
  'refunded',
  'expired',
  'visited',
]);
export type AppointmentStatus = z.infer<typeof AppointmentStatusSchema>;

/** online: through a payment order; credit: the hospital's pay-later (creditpay). */
export const PaidWithSchema = z.enum(['online', 'credit']);

export const AppointmentSchema = z.object({
  id: z.number().int(),
  orderNum: z.string(),
  status: AppointmentStatusSchema,
  patientId: z.number().int(),
  patientName: z.string(),
  patientCode: z.string(),
  scheduleId: z.number().int(),
  docId: z.number().int(),
  doctorName: z.string(),
  doctorTitle: DoctorTitleSchema,
  deptCode: z.string(),
  deptName: z.string(),
  location: z.string(),
  date: DateSchema,
  weekday: z.number().int().min(1).max(7),
  period: PeriodSchema,
  /** When the half-day's clinic opens, hospital time. */
  startsAt: TimestampSchema,
  /** The queue number taken at booking. */
  sequence: z.number().int().positive(),
  feeFen: FenSchema,
  paidWith: PaidWithSchema.nullable(),
  /** Until when an unpaid appointment can be paid; null once it is not pending. */
  expiresAt: TimestampSchema.nullable(),
  /** Cancelling (with a full refund when paid) is possible until then. */
  cancelDeadline: TimestampSchema,
  canCancel: z.boolean(),
  canEvaluate: z.boolean(),
  createdAt: TimestampSchema,
  paidAt: TimestampSchema.nullable(),
  canceledAt: TimestampSchema.nullable(),
  /** Set when the hospital ended the appointment (a stopped clinic); null otherwise. */
  cancelReason: AppointmentCancelReasonSchema.nullable(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

export const SaveAppointmentSchema = z.object({ scheduleId: IdSchema, patientId: IdSchema });
export type SaveAppointmentInput = z.infer<typeof SaveAppointmentSchema>;

export const saveAppointmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/appointment/save',
  summary: 'Book a slot for one of my patients: pending payment, with a queue number',
  auth: true,
  body: SaveAppointmentSchema,
  responses: { 200: AppointmentSchema },
});

export const RegistrationRuleSchema = TextSectionSchema.extend({
  registrationWindow: RegistrationWindowSchema,
  paymentTimeoutMinutes: z.number().int().positive(),
  cancelCutoffHours: z.number().int().nonnegative(),
});
export type RegistrationRule = z.infer<typeof RegistrationRuleSchema>;

export const registrationRuleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appointment/rule',
  summary: 'The booking rules, including the registration window',
  auth: true,
  responses: { 200: RegistrationRuleSchema },
});

export const registerInformedConsentTipEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appointment/registerInformedConsentTip',
  summary: 'The informed-consent text a patient accepts before booking',
  auth: true,
  responses: { 200: TextSectionSchema },
});

export const appointmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appointment/:id',
  summary: 'One of my appointments (the page polls it after paying)',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: AppointmentSchema },
});

export const payAppointmentEndpoint = clientPayEndpoint(
  '/api/appointment/:id/pay',
  'WeChat Pay parameters for an unpaid appointment',
);
export const alipayAppointmentEndpoint = clientPayEndpoint(
  '/api/appointment/:id/alipay',
  'Alipay parameters for an unpaid appointment',
);
export const appPayAppointmentEndpoint = clientPayEndpoint(
  '/api/appointment/:id/apppay',
  'The cashier address for an unpaid appointment (app and plain browser)',
);

export const cancelAppointmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appointment/:id/canceled',
  summary: 'Cancel: unpaid frees the slot; paid before the cut-off is refunded in full',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: AppointmentSchema },
});

export const AppointmentRefundSchema = z.object({
  appointmentId: z.number().int(),
  status: AppointmentStatusSchema,
  /** none: nothing to refund (unpaid or credit); else the state of the refund. */
  refundStatus: z.union([RefundStatusSchema, z.literal('none')]),
  paidFen: FenSchema,
  refundedFen: FenSchema,
});
export type AppointmentRefund = z.infer<typeof AppointmentRefundSchema>;

export const payRefundEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appointment/:id/payRefund',
  summary: 'The refund of a cancelled appointment; asks again when it failed',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: AppointmentRefundSchema },
});

/** The tabs of /regHistory/regHistory; no status means all. */
export const appointmentListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appointment/getAppointmentList',
  summary: 'My appointments, latest booked first',
  auth: true,
  query: z.object({ status: AppointmentStatusSchema.optional() }),
  responses: { 200: z.array(AppointmentSchema) },
});

export const CertificateSchema = z.object({
  appointmentId: z.number().int(),
  hospitalName: z.string(),
  orderNum: z.string(),
  patientName: z.string(),
  patientCode: z.string(),
  deptName: z.string(),
  doctorName: z.string(),
  doctorTitle: DoctorTitleSchema,
  location: z.string(),
  date: DateSchema,
  period: PeriodSchema,
  sequence: z.number().int().positive(),
  feeFen: FenSchema,
  paidAt: TimestampSchema.nullable(),
  issuedAt: TimestampSchema,
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** `format=pdf` answers application/pdf instead of the JSON. */
export const certificateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appointment/:id/cert',
  summary: 'The registration certificate of a paid appointment, as data or a PDF',
  auth: true,
  params: IdParamsSchema,
  query: z.object({ format: z.enum(['json', 'pdf']).default('json') }),
  responses: { 200: CertificateSchema },
});

export const CostBreakdownSchema = z.object({
  items: z.array(z.object({ name: z.string(), amountFen: FenSchema })),
  totalFen: FenSchema,
  paidFen: FenSchema,
  refundedFen: FenSchema,
});
export type CostBreakdown = z.infer<typeof CostBreakdownSchema>;

export const costAmountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appointment/:id/ecostAmount',
  summary: 'The fee of an appointment, item by item',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: CostBreakdownSchema },
});

export const queryAppoOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/appointment/queryAppoOrder',
  summary: 'One of my appointments by order number',
  auth: true,
  query: z.object({ orderNum: z.string().trim().min(1).max(32) }),
  responses: { 200: AppointmentSchema },
});

/** My place in a clinic's queue today. */
export const QueuePositionSchema = z.object({
  appointmentId: z.number().int(),
  patientName: z.string(),
  deptName: z.string(),
  doctorName: z.string(),
  location: z.string(),
  date: DateSchema,
  period: PeriodSchema,
  sequence: z.number().int().positive(),
  /** 0 before the clinic opens. */
  calling: z.number().int().nonnegative(),
  ahead: z.number().int().nonnegative(),
  estimatedWaitMinutes: z.number().int().nonnegative(),
});
export type QueuePosition = z.infer<typeof QueuePositionSchema>;

const queueEndpoint = <P extends string>(path: P, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    summary,
    auth: true,
    query: z.object({ appointmentId: IdSchema.optional() }),
    responses: { 200: z.array(QueuePositionSchema) },
  });

export const csQueueQueryEndpoint = queueEndpoint(
  '/api/appointment/CSQueuequery',
  "My places in today's clinic queues",
);
export const radiationQueueQueryEndpoint = queueEndpoint(
  '/api/appointment/radiationQueueQuery',
  "My places in today's imaging (radiology) queues",
);

export const creditPayEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/appointment/:id/creditpay',
  summary: 'Pay later on hospital credit, where the hospital allows it',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: AppointmentSchema },
});
