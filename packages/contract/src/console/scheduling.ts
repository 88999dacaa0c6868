import { z } from 'zod';
import { DateSchema, FenSchema, IdParamsSchema, IdSchema } from '../common.ts';
import { DoctorTitleSchema, PeriodSchema } from '../doctors.ts';
import { defineEndpoint } from '../endpoint.ts';
import { CONSOLE_API_PREFIX, CONSOLE_AREA_ROLES } from '../hospital-side.ts';

/**
 * The scheduling pages of the console: departments, doctors and their half-days. The HIS
 * sends these; staff correct what patients read, change a half-day's capacity and stop a
 * clinic (consoleStopScheduleEndpoint). Scheduling staff and administrators.
 */
const SCHEDULING = { staff: CONSOLE_AREA_ROLES.scheduling };
/**
 * The department list is also read where staff pick a department without scheduling it:
 * the triage content's symptom links and the visits of a day.
 */
const DEPARTMENT_READERS = {
  staff: [
    ...new Set([
      ...CONSOLE_AREA_ROLES.scheduling,
      ...CONSOLE_AREA_ROLES.content,
      ...CONSOLE_AREA_ROLES.visits,
    ]),
  ],
};

/** The longest range the schedule page asks for at once: a month of half-days. */
export const SCHEDULE_RANGE_MAX_DAYS = 31;

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

export const ConsoleDepartmentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The HIS's id; null for a department the HIS never sent. */
  hisId: z.string().nullable(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  name: z.string(),
  intro: z.string(),
  location: z.string(),
  /** Hidden departments and their clinics are not offered to patients. */
  hidden: z.boolean(),
  doctorCount: z.number().int().nonnegative(),
});
export type ConsoleDepartment = z.infer<typeof ConsoleDepartmentSchema>;

export const ConsoleDepartmentQuerySchema = z.object({
  q: z.string().trim().max(50).optional(),
});

export const consoleDepartmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/departments`,
  summary: 'Every department, first-level ones before their clinics, by name when `q` is given',
  auth: DEPARTMENT_READERS,
  query: ConsoleDepartmentQuerySchema,
  responses: { 200: z.array(ConsoleDepartmentSchema) },
});

export const DepartmentEditSchema = z.object({
  name: text(50, '科室名称不能超过50字').min(1, '请填写科室名称'),
  intro: text(5000, '科室介绍不能超过5000字'),
  hidden: z.boolean(),
});
export type DepartmentEdit = z.input<typeof DepartmentEditSchema>;

export const updateConsoleDepartmentEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/departments/:id`,
  summary: "Changes a department's name, introduction and whether patients see it",
  auth: SCHEDULING,
  params: IdParamsSchema,
  body: DepartmentEditSchema,
  responses: { 200: ConsoleDepartmentSchema },
});

export const ConsoleDoctorSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  hisId: z.string().nullable(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  name: z.string(),
  title: DoctorTitleSchema,
  gender: z.enum(['MALE', 'FEMALE']),
  speciality: z.string(),
  intro: z.string(),
  avatarUrl: z.string(),
});
export type ConsoleDoctor = z.infer<typeof ConsoleDoctorSchema>;

export const ConsoleDoctorQuerySchema = z.object({
  departmentId: IdSchema.optional(),
  q: z.string().trim().max(30).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConsoleDoctorQuery = z.input<typeof ConsoleDoctorQuerySchema>;

export const consoleDoctorsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/doctors`,
  summary: 'Doctors by department and name, in department then name order',
  auth: SCHEDULING,
  query: ConsoleDoctorQuerySchema,
  responses: {
    200: z.object({
      items: z.array(ConsoleDoctorSchema),
      total: z.number().int().nonnegative(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
});

export const DoctorProfileSchema = z.object({
  name: text(30, '姓名不能超过30字').min(1, '请填写医生姓名'),
  title: DoctorTitleSchema,
  gender: z.enum(['MALE', 'FEMALE']),
  speciality: text(500, '擅长不能超过500字'),
  intro: text(5000, '简介不能超过5000字'),
});
export type DoctorProfile = z.input<typeof DoctorProfileSchema>;

export const updateConsoleDoctorEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/doctors/:id`,
  summary: "Changes a doctor's profile as patients read it",
  auth: SCHEDULING,
  params: IdParamsSchema,
  body: DoctorProfileSchema,
  responses: { 200: ConsoleDoctorSchema },
});

/** JPEG, PNG or WebP; a phone photo fits, a poster does not. */
export const DOCTOR_AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const uploadConsoleDoctorAvatarEndpoint = defineEndpoint({
  method: 'POST',
  path: `${CONSOLE_API_PREFIX}/doctors/:id/avatar`,
  summary:
    "Replaces a doctor's photo with an image (JPEG, PNG or WebP, at most 2 MB) as multipart field `file`",
  auth: SCHEDULING,
  params: IdParamsSchema,
  responses: { 200: ConsoleDoctorSchema },
});

export const ConsoleScheduleQuerySchema = z
  .object({
    from: DateSchema,
    to: DateSchema,
    departmentId: IdSchema.optional(),
    doctorId: IdSchema.optional(),
  })
  .refine((range) => range.from <= range.to, {
    message: '开始日期不能晚于结束日期',
    path: ['from'],
  })
  .refine(
    (range) => Date.parse(range.to) - Date.parse(range.from) < SCHEDULE_RANGE_MAX_DAYS * 86_400_000,
    { message: `一次最多查询${SCHEDULE_RANGE_MAX_DAYS}天`, path: ['to'] },
  );
export type ConsoleScheduleQuery = z.input<typeof ConsoleScheduleQuerySchema>;

export const ConsoleScheduleSchema = z.object({
  id: z.number().int(),
  hisId: z.string().nullable(),
  date: DateSchema,
  period: PeriodSchema,
  doctorId: z.number().int(),
  doctorName: z.string(),
  doctorTitle: DoctorTitleSchema,
  departmentId: z.number().int(),
  departmentName: z.string(),
  feeFen: FenSchema,
  capacity: z.number().int(),
  /** Numbers taken and not given back: the floor of the capacity. */
  sold: z.number().int().nonnegative(),
  /** Appointments a stop would end: the paid ones are refunded, every holder messaged. */
  paid: z.number().int().nonnegative(),
  unpaid: z.number().int().nonnegative(),
  status: z.enum(['open', 'stopped']),
});
export type ConsoleSchedule = z.infer<typeof ConsoleScheduleSchema>;

export const consoleSchedulesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${CONSOLE_API_PREFIX}/schedules`,
  summary: 'Half-days of a date range with numbers sold, by department or doctor',
  auth: SCHEDULING,
  query: ConsoleScheduleQuerySchema,
  responses: { 200: z.array(ConsoleScheduleSchema) },
});

export const ScheduleCapacitySchema = z.object({
  capacity: z
    .number('请填写号源数')
    .int('号源数须为整数')
    .min(1, '号源数至少为1')
    .max(10_000, '号源数不能超过10000'),
});
export type ScheduleCapacity = z.infer<typeof ScheduleCapacitySchema>;

export const updateScheduleCapacityEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${CONSOLE_API_PREFIX}/schedules/:id/capacity`,
  summary: "Changes a half-day's capacity; never below the numbers sold (409 with the reason)",
  auth: SCHEDULING,
  params: IdParamsSchema,
  body: ScheduleCapacitySchema,
  responses: { 200: ConsoleScheduleSchema },
});
