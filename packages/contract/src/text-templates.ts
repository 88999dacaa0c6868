import { z } from 'zod';
import { DateSchema, FenSchema } from './common.ts';
import { PeriodSchema } from './doctors.ts';

/**
 * Words the server writes for a patient (account messages, payment lines) are stored in
 * Chinese for every reader that has no catalogue (the console, host template messages), and
 * beside them as a template key with its parameters, so the app can say them in the patient's
 * language. Null on what people wrote (hospital notices) and on rows older than the keys.
 */
const HalfDaySchema = z.object({ date: DateSchema, period: PeriodSchema });

export const MessageTemplateSchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('welcome'), params: z.object({}) }),
  z.object({ key: z.literal('accountSecurity'), params: z.object({}) }),
  z.object({
    key: z.literal('clinicStop'),
    params: HalfDaySchema.extend({
      deptName: z.string(),
      doctorName: z.string(),
      /** The hospital's own words, shown as written. */
      reason: z.string(),
      refundFen: FenSchema,
      /** The same doctor's next open half-day, when there is one. */
      sameDoctor: HalfDaySchema.nullable(),
      hasOthers: z.boolean(),
    }),
  }),
]);
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;

/**
 * Why the server itself refunded; a refund staff approved keeps the reason they wrote and
 * has no key.
 */
export const RefundReasonKeySchema = z.enum([
  'appointmentCancelled',
  'clinicStopped',
  'doublePayment',
  'latePayment',
]);
export type RefundReasonKey = z.infer<typeof RefundReasonKeySchema>;

export const PaymentTextTemplateSchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('registrationFee'), params: HalfDaySchema }),
]);
export type PaymentTextTemplate = z.infer<typeof PaymentTextTemplateSchema>;

/**
 * A stored key with its parameters as a template, or null: a row without one, or with a key
 * this version no longer knows, reads as its stored Chinese rather than fail.
 */
export function storedTemplate<T extends z.ZodType>(
  schema: T,
  key: string | null,
  params: unknown,
): z.infer<T> | null {
  if (key === null) return null;
  const parsed = schema.safeParse({ key, params });
  return parsed.success ? parsed.data : null;
}
