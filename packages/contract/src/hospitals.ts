import { z } from 'zod';
import { DateSchema, IdParamsSchema, IdSchema, TimestampSchema } from './common.ts';
import { DoctorSummarySchema, PeriodSchema, ScheduleSchema } from './doctors.ts';
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
 * Registration is allowed when the minutes of the day lie within the
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

/** The hospital keeps China Standard Time, UTC+8 all year (no daylight saving). */
const HOSPITAL_OFFSET_MINUTES = 8 * 60;
const MINUTES_PER_DAY = 24 * 60;

/** Minutes since the hospital's midnight at an instant, whatever time zone the reader is in. */
export function hospitalMinutesAt(instantMs: number): number {
  const minutes = Math.floor(instantMs / 60_000) + HOSPITAL_OFFSET_MINUTES;
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

export const BizConfigSchema = z.object({
  hospitalName: z.string(),
  registrationWindow: RegistrationWindowSchema,
  paymentTimeoutMinutes: z.number().int().positive(),
  cancelCutoffHours: z.number().int().nonnegative(),
  /** Days ahead a patient can book, today included. */
  bookingDays: z.number().int().positive(),
  /** Whether the hospital lets patients pay registration later on credit (creditpay). */
  creditPayEnabled: z.boolean(),
  /** Whether the insurance platform is set up, so hcare (the channel outside WeChat) can pay. */
  hcarePayEnabled: z.boolean(),
  serverTime: TimestampSchema,
});
export type BizConfig = z.infer<typeof BizConfigSchema>;

export const bizConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/getBizConfig',
  summary: 'Registration window, payment timeout, cancellation cut-off and server time',
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

export const hospitalEndpoint = defineEndpoint({
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

export const deptsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/depts',
  summary: 'The two-level department tree',
  auth: true,
  responses: { 200: z.array(DepartmentGroupSchema) },
});

/** A page of prose: a title and its paragraphs. */
export const TextSectionSchema = z.object({
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type TextSection = z.infer<typeof TextSectionSchema>;

export const visitGuideEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/getVisitGuide',
  summary: 'How a visit goes, from booking to paying the bill',
  auth: true,
  responses: { 200: z.array(TextSectionSchema) },
});

export const registerTipEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/getRegisterTip',
  summary: 'Notes shown above the department list when booking',
  auth: true,
  responses: { 200: TextSectionSchema },
});

export const registerDepartmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/getRegisterDepartments',
  summary: 'The department tree, only clinics with schedules in the booking horizon',
  auth: true,
  responses: { 200: z.array(DepartmentGroupSchema) },
});

const DeptCodeSchema = z.string().trim().min(1).max(32);
export const DeptCodeParamsSchema = z.object({ deptCode: DeptCodeSchema });

export const clinicDoctorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/:deptCode/doctors',
  summary: 'The doctors of a clinic with their slots left, by department code',
  auth: true,
  params: DeptCodeParamsSchema,
  responses: { 200: z.array(DoctorSummarySchema) },
});

export const DepartmentDetailSchema = DepartmentSchema.extend({
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  doctorCount: z.number().int().nonnegative(),
});
export type DepartmentDetail = z.infer<typeof DepartmentDetailSchema>;

/** One day of a clinic's booking horizon, for the date strip of choiceDoctor. */
export const VisitDaySchema = z.object({
  date: DateSchema,
  weekday: z.number().int().min(1).max(7),
  remaining: z.number().int().nonnegative(),
  hasSchedule: z.boolean(),
});
export type VisitDay = z.infer<typeof VisitDaySchema>;

export const ClinicScheduleSchema = ScheduleSchema.extend({ doctor: DoctorSummarySchema });
export type ClinicSchedule = z.infer<typeof ClinicScheduleSchema>;

export const ClinicVisitSchema = z.object({
  department: DepartmentDetailSchema,
  days: z.array(VisitDaySchema),
  /** Every doctor's half-days of the horizon (of `date` only when given), by date and period. */
  schedules: z.array(ClinicScheduleSchema),
});
export type ClinicVisit = z.infer<typeof ClinicVisitSchema>;

export const clinicVisitEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/:deptCode/visit',
  summary: "A clinic's days and schedules over the booking horizon",
  auth: true,
  params: DeptCodeParamsSchema,
  query: z.object({ date: DateSchema.optional() }),
  responses: { 200: ClinicVisitSchema },
});

export const departmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/:id/dept',
  summary: 'One department, by id',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: DepartmentDetailSchema },
});

export const childDepartmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/:deptCode/depts',
  summary: 'The clinics under a first-level department, by its code',
  auth: true,
  params: DeptCodeParamsSchema,
  responses: { 200: z.array(DepartmentSchema) },
});

export const doctorListByDeptIdEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/:id/getDoctorListBydeptId',
  summary: 'The doctors of a clinic, by department id',
  auth: true,
  params: IdParamsSchema,
  responses: { 200: z.array(DoctorSummarySchema) },
});

export const doctorSchedulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/:deptCode/:docId/Schedules',
  summary: "A doctor's half-days over the 14-day booking horizon",
  auth: true,
  params: DeptCodeParamsSchema.extend({ docId: IdSchema }),
  responses: { 200: z.array(ScheduleSchema) },
});

/** What a clinic's screen shows now: the number being called and how many wait. */
export const ClinicQueueSchema = z.object({
  scheduleId: z.number().int(),
  deptCode: z.string(),
  deptName: z.string(),
  doctorName: z.string(),
  location: z.string(),
  period: PeriodSchema,
  calling: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
});
export type ClinicQueue = z.infer<typeof ClinicQueueSchema>;

export const queueQueryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/hospitals/getQueueQuery',
  summary: "Today's clinics in session with the number called and the people waiting",
  auth: true,
  query: z.object({ deptCode: DeptCodeSchema.optional() }),
  responses: { 200: z.array(ClinicQueueSchema) },
});
