import { z } from 'zod';
import { GenderSchema, IdTypeSchema } from '../patient-form.ts';

/**
 * What happens on our side, told to the HIS as signed webhooks. Each event has a stable id:
 * a retry or a replay sends the same id, so the HIS applies each event once.
 */
export const WEBHOOK_EVENT_TYPES = [
  'appointment.booked',
  'appointment.cancelled',
  'appointment.refunded',
  'payment.succeeded',
  'payment.refunded',
  'patient.registered',
  'exam.reserved',
  'exam.rescheduled',
  'exam.cancelled',
  'nat.paid',
  'admission.registered',
  'admission.deposit.paid',
  'inpatient.deposit.paid',
  'inpatient.deposit.refunded',
  'bill.paid',
  'bill.credited',
  'bill.refunded',
  'discharge.settled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/**
 * The headers of a delivery. The signature is `v1=` and the hex HMAC-SHA256, keyed with the
 * subscription's secret, of `<timestamp>.<raw body>`; the timestamp is in Unix seconds, so a
 * receiver can refuse an old message replayed by someone else.
 */
export const WEBHOOK_HEADERS = {
  id: 'x-webhook-id',
  timestamp: 'x-webhook-timestamp',
  signature: 'x-webhook-signature',
} as const;

const isoTime = z.iso.datetime({ offset: true });

/** An appointment as the HIS knows it: our order number, its half-day and doctor. */
export const WebhookAppointmentSchema = z.object({
  appointmentId: z.number().int(),
  orderNum: z.string(),
  status: z.string(),
  /** The patient's hospital card number. */
  patientCode: z.string(),
  scheduleId: z.number().int(),
  doctorId: z.number().int(),
  date: z.string(),
  period: z.enum(['morning', 'afternoon']),
  sequence: z.number().int(),
  feeFen: z.number().int(),
  /** The payment order's number at the providers; null for a free clinic. */
  outTradeNo: z.string().nullable(),
  /** Why it was cancelled: by the patient, or unpaid past its deadline. */
  reason: z.enum(['patient', 'expired']).optional(),
  at: isoTime,
});
export type WebhookAppointment = z.infer<typeof WebhookAppointmentSchema>;

export const WebhookPaymentSchema = z.object({
  outTradeNo: z.string(),
  subjectType: z.string(),
  subjectId: z.number().int(),
  amountFen: z.number().int(),
  channel: z.string().nullable(),
  providerTradeNo: z.string().nullable(),
  /** Set on `payment.refunded`: the refund's own number and amount. */
  outRefundNo: z.string().optional(),
  refundFen: z.number().int().optional(),
  at: isoTime,
});
export type WebhookPayment = z.infer<typeof WebhookPaymentSchema>;

/**
 * A patient added in the app, so the HIS can open its record (建档) for the card we gave
 * them. Only on adding: a later edit of the name or ID number is not announced, since a
 * card stays with the person the hospital identified until its own staff change that.
 */
export const WebhookPatientSchema = z.object({
  /** The hospital card number we gave the patient. */
  patientCode: z.string(),
  name: z.string(),
  gender: GenderSchema,
  /** yyyy-mm-dd. */
  birthDate: z.string(),
  idType: IdTypeSchema,
  /** Null for a child added through a guardian, who has no ID number of their own. */
  idNumber: z.string().nullable(),
  at: isoTime,
});
export type WebhookPatient = z.infer<typeof WebhookPatientSchema>;

/**
 * An exam's period as the HIS knows it, by the HIS's own ids. `previousPeriodHisId` is set
 * on `exam.rescheduled` (the period given back) and on `exam.cancelled`.
 */
export const WebhookExamSchema = z.object({
  orderHisId: z.string(),
  patientCode: z.string(),
  roomHisId: z.string(),
  periodHisId: z.string().nullable(),
  previousPeriodHisId: z.string().nullable(),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  at: isoTime,
});
export type WebhookExam = z.infer<typeof WebhookExamSchema>;

/**
 * A nucleic-acid test paid for: the HIS can now expect the sample at the item's place and
 * sends the result back as a report on the card.
 */
export const WebhookNatOrderSchema = z.object({
  orderId: z.number().int(),
  patientCode: z.string(),
  itemHisId: z.string(),
  itemName: z.string(),
  sampleKind: z.enum(['single', 'pooled']),
  at: isoTime,
});
export type WebhookNatOrder = z.infer<typeof WebhookNatOrderSchema>;

/**
 * A pre-admission notice the patient answered, by the HIS's own id: `admission.registered`
 * with the details filled in (saved again: sent again), `admission.deposit.paid` with the
 * deposit just paid and the total paid so far, so the admission window knows both.
 */
export const WebhookAdmissionSchema = z.object({
  noticeHisId: z.string(),
  cardNo: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  region: z.string().nullable(),
  address: z.string().nullable(),
  /** Set on `admission.deposit.paid`. */
  deposit: z
    .object({ depositId: z.number().int(), outTradeNo: z.string(), amountFen: z.number().int() })
    .optional(),
  paidDepositFen: z.number().int(),
  at: isoTime,
});
export type WebhookAdmission = z.infer<typeof WebhookAdmissionSchema>;

/**
 * A deposit paid towards a stay through the app, or part of it refunded: the HIS adds it
 * to (or takes it from) the stay's account, keyed by our deposit id.
 */
export const WebhookInpatientDepositSchema = z.object({
  depositId: z.number().int(),
  inpatientNo: z.string(),
  patientCode: z.string(),
  amountFen: z.number().int(),
  outTradeNo: z.string(),
  channel: z.string().nullable(),
  /** Set on `inpatient.deposit.refunded`: this refund's number and amount. */
  outRefundNo: z.string().optional(),
  refundFen: z.number().int().optional(),
  at: isoTime,
});
export type WebhookInpatientDeposit = z.infer<typeof WebhookInpatientDepositSchema>;

/** An outpatient bill paid in the app: the HIS releases its medicine and orders. */
export const WebhookBillPaidSchema = z.object({
  billNo: z.string(),
  patientCode: z.string(),
  totalFen: z.number().int(),
  /** The payment order that paid it, with the bills paid together in it. */
  outTradeNo: z.string(),
  channel: z.string().nullable(),
  at: isoTime,
});
export type WebhookBillPaid = z.infer<typeof WebhookBillPaidSchema>;

/**
 * An outpatient bill put on the patient's credit line: the HIS releases its medicine and
 * orders as for a paid bill; `bill.paid` follows once the patient pays it.
 */
export const WebhookBillCreditedSchema = z.object({
  billNo: z.string(),
  patientCode: z.string(),
  totalFen: z.number().int(),
  /** The day it is to be paid by, in the app or at the window. */
  dueAt: isoTime,
  at: isoTime,
});
export type WebhookBillCredited = z.infer<typeof WebhookBillCreditedSchema>;

/** A line of a paid bill whose amount went back to the payer. */
export const WebhookBillRefundedSchema = z.object({
  billNo: z.string(),
  patientCode: z.string(),
  lineNo: z.number().int(),
  refundFen: z.number().int(),
  outRefundNo: z.string(),
  at: isoTime,
});
export type WebhookBillRefunded = z.infer<typeof WebhookBillRefundedSchema>;

/**
 * A stay settled from the phone: the split it was settled on and each deposit's share of
 * the surplus with the channel it goes back through (`window`: to be paid out there). A
 * balance paid in the app is announced once its payment arrived.
 */
export const WebhookDischargeSettlementSchema = z.object({
  settlementId: z.number().int(),
  inpatientNo: z.string(),
  patientName: z.string(),
  totalFen: z.number().int(),
  insuranceFundFen: z.number().int(),
  personalAccountFen: z.number().int(),
  depositFen: z.number().int(),
  /** Above 0 paid by the patient, below 0 refunded. */
  balanceFen: z.number().int(),
  refunds: z.array(
    z.object({ depositId: z.number().int(), amountFen: z.number().int(), channel: z.string() }),
  ),
  at: isoTime,
});
export type WebhookDischargeSettlement = z.infer<typeof WebhookDischargeSettlementSchema>;

/** What each event type carries in `data`. */
export interface WebhookData {
  'appointment.booked': WebhookAppointment;
  'appointment.cancelled': WebhookAppointment;
  'appointment.refunded': WebhookAppointment;
  'payment.succeeded': WebhookPayment;
  'payment.refunded': WebhookPayment;
  'patient.registered': WebhookPatient;
  'exam.reserved': WebhookExam;
  'exam.rescheduled': WebhookExam;
  'exam.cancelled': WebhookExam;
  'nat.paid': WebhookNatOrder;
  'admission.registered': WebhookAdmission;
  'admission.deposit.paid': WebhookAdmission;
  'inpatient.deposit.paid': WebhookInpatientDeposit;
  'inpatient.deposit.refunded': WebhookInpatientDeposit;
  'bill.paid': WebhookBillPaid;
  'bill.credited': WebhookBillCredited;
  'bill.refunded': WebhookBillRefunded;
  'discharge.settled': WebhookDischargeSettlement;
}

/** The body of every delivery. */
export const WebhookEnvelopeSchema = z.object({
  id: z.string(),
  type: WebhookEventTypeSchema,
  createdAt: isoTime,
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.infer<typeof WebhookEnvelopeSchema>;
