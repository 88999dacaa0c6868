import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { CONSOLE_API_PREFIX, CONSOLE_AREA_ROLES } from '../hospital-side.ts';
import { RegistrationWindowSchema } from '../hospitals.ts';
import { HospitalModuleSchema } from '../index-init.ts';

/**
 * The bounds the server enforces, each refused with a message naming the field; the console
 * form reads the same numbers so it warns before sending.
 */
export const HOSPITAL_SETTINGS_LIMITS = {
  /** The database refuses more than 60 days; the half-day tables are made that far ahead. */
  bookingDays: { min: 1, max: 60 },
  paymentTimeoutMinutes: { min: 1, max: 120 },
  cancelCutoffHours: { min: 0, max: 72 },
  servicePhone: { max: 20 },
  address: { max: 200 },
  intro: { max: 5000 },
  /** ¥0 puts every console refund through approval; ¥100,000 is the most one person may refund. */
  refundApprovalThresholdFen: { min: 0, max: 10_000_000 },
} as const;

/** What an administrator may change; ranges and formats are the server's rules (400 with a message). */
export const HospitalSettingsInputSchema = z.object({
  registrationWindow: RegistrationWindowSchema,
  bookingDays: z.number().int(),
  paymentTimeoutMinutes: z.number().int(),
  cancelCutoffHours: z.number().int(),
  servicePhone: z.string(),
  address: z.string(),
  intro: z.string(),
  /** The patient-facing areas that are on; any area left out is off. */
  enabledModules: z.array(HospitalModuleSchema),
  /**
   * Console refunds above this many fen wait for a second finance member's approval; left
   * out, the threshold stays as it is.
   */
  refundApprovalThresholdFen: z.number().int().optional(),
});
export type HospitalSettingsInput = z.infer<typeof HospitalSettingsInputSchema>;

export const HospitalSettingsSchema = HospitalSettingsInputSchema.extend({
  hospitalName: z.string(),
  refundApprovalThresholdFen: z.number().int(),
});
export type HospitalSettingsView = z.infer<typeof HospitalSettingsSchema>;

export const hospitalSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/settings`,
  summary: "The hospital's booking rules, contact details and which patient areas are on",
  auth: { staff: CONSOLE_AREA_ROLES.system },
  responses: { 200: HospitalSettingsSchema },
});

export const updateHospitalSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/settings`,
  summary: 'Replace the settings; in force on every server at once, written to the audit log',
  auth: { staff: CONSOLE_AREA_ROLES.system },
  body: HospitalSettingsInputSchema,
  responses: { 200: HospitalSettingsSchema },
});
