import type {
  ClinicQueue,
  ClinicVisit,
  Department,
  DepartmentDetail,
  DepartmentGroup,
  DoctorSummary,
  Schedule,
  TextSection,
} from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import {
  type Clinic,
  createClinic,
  createDoctor,
  createSchedule,
  dayFromToday,
  get,
  openHospital,
} from '../appointments/fixtures.ts';

let t: TestApp;
let who: SignedIn;
let clinic: Clinic;
let idle: Clinic;
beforeAll(async () => {
  ({ t, clinic } = await openHospital({ clinicName: '心血管内科' }));
  who = await signIn(t.app);
  idle = await createClinic(t.app, '康复医学科');
  const { doctor } = clinic;
  await createSchedule(t.app, clinic.clinic.id, { doctorId: doctor.id, date: dayFromToday(1) });
  await createSchedule(t.app, clinic.clinic.id, {
    doctorId: doctor.id,
    date: dayFromToday(1),
    period: 'afternoon',
    remaining: 0,
    capacity: 8,
  });
  await createSchedule(t.app, clinic.clinic.id, {
    doctorId: doctor.id,
    date: dayFromToday(2),
    status: 'stopped',
  });
  await createSchedule(t.app, clinic.clinic.id, { doctorId: doctor.id, date: dayFromToday(30) });
  // The idle clinic's only half-day is outside the horizon.
  await createSchedule(t.app, idle.clinic.id, { doctorId: idle.doctor.id, date: dayFromToday(-3) });
});
afterAll(() => t.close());

const read = async <T>(url: string) => {
  const response = await get(t.app, who, url);
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};

describe('department reads', () => {
  it('lists for registration only clinics with half-days in the horizon', async () => {
    const tree = await read<DepartmentGroup[]>('/api/hospitals/getRegisterDepartments');
    const clinics = tree.flatMap((group) => group.children.map((child) => child.code));
    expect(clinics).toContain(clinic.clinic.code);
    expect(clinics).not.toContain(idle.clinic.code);
  });

  it('gives a department by id and the clinics under a group by code', async () => {
    const detail = await read<DepartmentDetail>(`/api/hospitals/${clinic.clinic.id}/dept`);
    expect(detail).toMatchObject({ code: clinic.clinic.code, parentName: '内科', doctorCount: 1 });
    const children = await read<Department[]>(`/api/hospitals/${clinic.group.code}/depts`);
    expect(children.map((child) => child.code)).toEqual([clinic.clinic.code]);
    expect((await get(t.app, who, '/api/hospitals/999999/dept')).statusCode).toBe(404);
    expect((await get(t.app, who, '/api/hospitals/NOPE/depts')).statusCode).toBe(404);
    expect((await get(t.app, who, '/api/hospitals/x/dept')).json()).toMatchObject({ field: 'id' });
  });

  it('gives the texts of the visit guide and the registration tip', async () => {
    const guide = await read<TextSection[]>('/api/hospitals/getVisitGuide');
    expect(guide.length).toBeGreaterThan(0);
    const tip = await read<TextSection>('/api/hospitals/getRegisterTip');
    expect(tip.paragraphs.join('')).toContain('15 分钟');
  });
});

describe('doctors and schedules of a clinic', () => {
  it('lists the doctors with slots left, by code and by id', async () => {
    const byCode = await read<DoctorSummary[]>(`/api/hospitals/${clinic.clinic.code}/doctors`);
    expect(byCode).toEqual([
      expect.objectContaining({
        docId: clinic.doctor.id,
        doctorCode: clinic.doctor.code,
        deptCode: clinic.clinic.code,
        remaining: 10,
        feeFen: 5000,
        rating: 0,
      }),
    ]);
    const byId = await read<DoctorSummary[]>(
      `/api/hospitals/${clinic.clinic.id}/getDoctorListBydeptId`,
    );
    expect(byId).toEqual(byCode);
    expect((await get(t.app, who, '/api/hospitals/NOPE/doctors')).statusCode).toBe(404);
  });

  it("gives a doctor's 14 days with open, full and stopped half-days", async () => {
    const schedules = await read<Schedule[]>(
      `/api/hospitals/${clinic.clinic.code}/${clinic.doctor.id}/Schedules`,
    );
    expect(
      schedules.map(({ date, period, status, remaining }) => [date, period, status, remaining]),
    ).toEqual([
      [dayFromToday(1), 'morning', 'open', 10],
      [dayFromToday(1), 'afternoon', 'full', 0],
      [dayFromToday(2), 'morning', 'stopped', 10],
    ]);
    expect(schedules[0]!.weekday).toBeGreaterThanOrEqual(1);
    const wrongClinic = await get(
      t.app,
      who,
      `/api/hospitals/${idle.clinic.code}/${clinic.doctor.id}/Schedules`,
    );
    expect(wrongClinic.statusCode).toBe(404);
  });

  it("gives the clinic's date strip and the half-days of a chosen day", async () => {
    const other = await createDoctor(t.app, clinic.clinic.id, '王芳');
    await createSchedule(t.app, clinic.clinic.id, {
      doctorId: other.id,
      date: dayFromToday(1),
      remaining: 3,
    });
    const visit = await read<ClinicVisit>(`/api/hospitals/${clinic.clinic.code}/visit`);
    expect(visit.days).toHaveLength(14);
    expect(visit.days[1]).toMatchObject({
      date: dayFromToday(1),
      remaining: 13,
      hasSchedule: true,
    });
    expect(visit.days[2]).toMatchObject({ remaining: 0, hasSchedule: true });
    expect(visit.days[3]).toMatchObject({ remaining: 0, hasSchedule: false });
    const oneDay = await read<ClinicVisit>(
      `/api/hospitals/${clinic.clinic.code}/visit?date=${dayFromToday(1)}`,
    );
    expect(oneDay.schedules.map((schedule) => schedule.doctor.name).sort()).toEqual([
      '李明',
      '李明',
      '王芳',
    ]);
    const bad = await get(t.app, who, `/api/hospitals/${clinic.clinic.code}/visit?date=tomorrow`);
    expect(bad.json()).toMatchObject({ field: 'date' });
  });
});

describe('GET /api/hospitals/getQueueQuery', () => {
  it("lists today's open clinics with the number called", async () => {
    await createSchedule(t.app, clinic.clinic.id, { date: dayFromToday(0), period: 'afternoon' });
    const queues = await read<ClinicQueue[]>(
      `/api/hospitals/getQueueQuery?deptCode=${clinic.clinic.code}`,
    );
    expect(queues).toEqual([
      expect.objectContaining({
        deptCode: clinic.clinic.code,
        period: 'afternoon',
        calling: 0,
        waiting: 0,
      }),
    ]);
  });
});
