import { HOSPITAL_MODULES, type Appointment } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { departments, doctors, hospitalSettings, schedules } from '../../../src/db/schema/index.ts';
import { addDays, hospitalDate } from '../../../src/modules/schedules/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../helpers/test-app.ts';
import { addPatient, adult, post } from '../patients/fixtures.ts';

export { get } from '../patients/fixtures.ts';

type Settings = Partial<typeof hospitalSettings.$inferInsert>;

/** A hospital with every area on whose registration window never closes, unless the test says otherwise. */
export async function setUpHospital(app: FastifyInstance, settings: Settings = {}): Promise<void> {
  await app.db.insert(hospitalSettings).values({
    name: '测试医院',
    registrationStartHour: 0,
    registrationStartMinute: 0,
    registrationEndHour: 23,
    registrationEndMinute: 59,
    paymentTimeoutMinutes: 15,
    cancelCutoffHours: 2,
    enabledModules: [...HOSPITAL_MODULES],
    servicePhone: '010-12345678',
    address: '北京市东城区帅府园1号',
    intro: '一所综合医院。',
    ...settings,
  });
}

/** Written past the console, so the app is told, as any writer of kept data tells it. */
export async function updateHospital(app: FastifyInstance, settings: Settings): Promise<void> {
  await app.db.update(hospitalSettings).set(settings);
  await app.caches.changed('settings');
}

let codes = 0;

export type Clinic = Awaited<ReturnType<typeof createClinic>>;

export interface OpenHospital {
  t: TestApp;
  clinic: Clinic;
  clinicId: number;
}

/** A fresh app with the jobs off, the hospital set up and one clinic to book in. */
export async function openHospital(
  options: { env?: Record<string, string>; settings?: Settings; clinicName?: string } = {},
): Promise<OpenHospital> {
  const t = await createTestApp({ env: { JOBS: '0', ...options.env } });
  await setUpHospital(t.app, options.settings);
  const clinic = await createClinic(t.app, options.clinicName);
  return { t, clinic, clinicId: clinic.clinic.id };
}

/** A first-level department with one clinic and one doctor in it. */
export async function createClinic(app: FastifyInstance, name = '心血管内科') {
  codes += 1;
  const [group] = await app.db
    .insert(departments)
    .values({ code: `G${codes}`, name: '内科', intro: '', location: '门诊楼1层' })
    .returning();
  const [clinic] = await app.db
    .insert(departments)
    .values({ code: `C${codes}`, parentId: group!.id, name, intro: '', location: '门诊楼2层A区' })
    .returning();
  await app.caches.changed('departments');
  const doctor = await createDoctor(app, clinic!.id);
  return { group: group!, clinic: clinic!, doctor };
}

export async function createDoctor(app: FastifyInstance, departmentId: number, name = '李明') {
  codes += 1;
  const [doctor] = await app.db
    .insert(doctors)
    .values({
      code: `D${codes}`,
      departmentId,
      name,
      title: '主任医师',
      speciality: '冠心病、高血压',
      intro: '从事心血管内科临床工作三十年。',
      gender: 'MALE',
      avatarUrl: '/media/doctors/1.svg',
    })
    .returning();
  return doctor!;
}

/** The hospital's date `days` after `now` (the test apps' starting instant by default). */
export const dayFromToday = (days: number, now: Date = TEST_NOW) =>
  addDays(hospitalDate(now), days);

/** A half-day of a new doctor of the clinic (or of `values.doctorId`). */
export async function createSchedule(
  app: FastifyInstance,
  clinicId: number,
  values: Partial<typeof schedules.$inferInsert> = {},
) {
  const capacity = values.capacity ?? 10;
  const doctorId = values.doctorId ?? (await createDoctor(app, clinicId)).id;
  const [schedule] = await app.db
    .insert(schedules)
    .values({
      doctorId,
      date: dayFromToday(3),
      period: 'morning',
      feeFen: 5000,
      capacity,
      remaining: capacity,
      ...values,
    })
    .returning();
  return schedule!;
}

export async function scheduleNow(app: FastifyInstance, id: number) {
  const [schedule] = await app.db.select().from(schedules).where(eq(schedules.id, id));
  return schedule!;
}

/** A new account signed in through WeChat with one patient of its own. */
export async function patientAccount(app: FastifyInstance, n = 1) {
  const who = await signIn(app);
  const patient = await addPatient(app, who, adult(n));
  return { ...who, patientId: patient.id };
}

export const book = (app: FastifyInstance, who: SignedIn, body: Record<string, unknown>) =>
  post(app, who, '/api/appointment/save', body);

export async function booked(app: FastifyInstance, who: SignedIn, body: Record<string, unknown>) {
  const response = await book(app, who, body);
  if (response.statusCode !== 200) throw new Error(`booking failed: ${response.body}`);
  return response.json<Appointment>();
}

/** A new patient account booked on a new half-day of the clinic (`values` shape the half-day). */
export async function bookedOnNewSchedule(
  app: FastifyInstance,
  clinicId: number,
  values: Partial<typeof schedules.$inferInsert> = {},
) {
  const who = await patientAccount(app);
  const schedule = await createSchedule(app, clinicId, values);
  const appointment = await booked(app, who, { scheduleId: schedule.id, patientId: who.patientId });
  return { who, schedule, appointment };
}
