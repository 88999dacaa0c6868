import { z } from 'zod';
import { TimestampSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

export const ClockTimeSchema = z.object({
  hour: z.number().int().min(0).max(23),
  minute: z.number().int().min(0).max(59),
});
export type ClockTime = z.infer<typeof ClockTimeSchema>;

/** Booking hours of the day; `end` before `start` means the window wraps past midnight. */
export const RegistrationWindowSchema = z.object({
  start: ClockTimeSchema,
  end: ClockTimeSchema,
});
export type RegistrationWindow = z.infer<typeof RegistrationWindowSchema>;

/**
 * Spec section 4: registration is allowed when the minutes of the day lie within the
 * window, start and end included; the window may wrap past midnight.
 */
export function isWithinRegistrationWindow(
  window: RegistrationWindow,
  minutesOfDay: number,
): boolean {
  const start = window.start.hour * 60 + window.start.minute;
  const end = window.end.hour * 60 + window.end.minute;
  return start <= end
    ? minutesOfDay >= start && minutesOfDay <= end
    : minutesOfDay >= start || minutesOfDay <= end;
}

export const BizConfigSchema = z.object({
  hospitalName: z.string(),
  registrationWindow: RegistrationWindowSchema,
  paymentTimeoutMinutes: z.number().int().positive(),
  cancelCutoffHours: z.number().int().nonnegative(),
  serverTime: TimestampSchema,
});
export type BizConfig = z.infer<typeof BizConfigSchema>;

export const getBizConfig = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/getBizConfig',
  summary: 'Registration window, payment timeout and server time',
  auth: false,
  responses: { 200: BizConfigSchema },
});

export const HospitalSchema = z.object({
  name: z.string(),
  intro: z.string(),
  address: z.string(),
  servicePhone: z.string(),
  buildingCount: z.number().int().nonnegative(),
});
export type Hospital = z.infer<typeof HospitalSchema>;

export const getHospital = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/hospital',
  summary: "The hospital's introduction, address and phone",
  auth: true,
  responses: { 200: HospitalSchema },
});

export const DepartmentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  intro: z.string(),
  location: z.string(),
});
export type Department = z.infer<typeof DepartmentSchema>;

/** A first-level department and the clinics under it. */
export const DepartmentGroupSchema = DepartmentSchema.extend({
  children: z.array(DepartmentSchema),
});
export type DepartmentGroup = z.infer<typeof DepartmentGroupSchema>;

export const getDepts = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/depts',
  summary: 'The two-level department tree',
  auth: true,
  responses: { 200: z.array(DepartmentGroupSchema) },
});
