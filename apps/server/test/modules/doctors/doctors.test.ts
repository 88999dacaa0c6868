import type {
  DoctorAvailability,
  DoctorDetail,
  DoctorPage,
  DoctorSchedules,
  DoctorSummary,
  FollowState,
} from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorFollows } from '../../../src/db/schema/index.ts';
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
beforeAll(async () => {
  ({ t, clinic } = await openHospital({ clinicName: '消化内科' }));
  who = await signIn(t.app);
  await createSchedule(t.app, clinic.clinic.id, {
    doctorId: clinic.doctor.id,
    date: dayFromToday(2),
    remaining: 4,
  });
  await createSchedule(t.app, clinic.clinic.id, {
    doctorId: clinic.doctor.id,
    date: dayFromToday(5),
    period: 'afternoon',
    remaining: 6,
  });
});
afterAll(() => t.close());

const read = async <T>(url: string, as = who) => {
  const response = await get(t.app, as, url);
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};

describe('doctor reads', () => {
  it("gives a doctor's profile with slots left and followers", async () => {
    const doctor = await read<DoctorDetail>(`/api/doctors/${clinic.doctor.id}`);
    expect(doctor).toMatchObject({
      docId: clinic.doctor.id,
      name: '李明',
      title: '主任医师',
      deptName: '消化内科',
      remaining: 10,
      followers: 0,
      followed: false,
      intro: '从事心血管内科临床工作三十年。',
    });
    expect((await get(t.app, who, '/api/doctors/999999')).statusCode).toBe(404);
    expect((await get(t.app, who, '/api/doctors/abc')).json()).toMatchObject({ field: 'docId' });
  });

  it('lists the doctors of a department by id', async () => {
    const doctors = await read<DoctorSummary[]>(`/api/doctors/${clinic.clinic.id}/doctors`);
    expect(doctors.map((doctor) => doctor.docId)).toEqual([clinic.doctor.id]);
    expect((await get(t.app, who, '/api/doctors/999999/doctors')).statusCode).toBe(404);
  });

  it('searches every doctor by name, speciality or clinic, a page at a time', async () => {
    const other = await createClinic(t.app, '骨科');
    await createDoctor(t.app, other.clinic.id, '赵骨');
    const byClinic = await read<DoctorPage>('/api/doctors/getAllDoctor?keyword=消化');
    expect(byClinic.items.map((doctor) => doctor.name)).toEqual(['李明']);
    const bySpeciality = await read<DoctorPage>(
      '/api/doctors/getAllDoctor?keyword=高血压&pageSize=1',
    );
    expect(bySpeciality.total).toBeGreaterThanOrEqual(2);
    expect(bySpeciality.items).toHaveLength(1);
    const wildcard = await read<DoctorPage>('/api/doctors/getAllDoctor?keyword=%25');
    expect(wildcard.total).toBe(0);
    const bad = await get(t.app, who, '/api/doctors/getAllDoctor?page=0');
    expect(bad.json()).toMatchObject({ field: 'page' });
  });

  it('recommends senior doctors who still have slots', async () => {
    const recommended = await read<DoctorSummary[]>('/api/doctors/getDoctorRecommend');
    expect(recommended.map((doctor) => doctor.docId)).toContain(clinic.doctor.id);
    expect(recommended.every((doctor) => doctor.remaining > 0)).toBe(true);
  });

  it("gives a doctor's schedules by code and the slots left now", async () => {
    const byCode = await read<DoctorSchedules>(
      `/api/doctors/${clinic.doctor.code}/getOutpatientScheduleDoctor`,
    );
    expect(byCode.doctor.docId).toBe(clinic.doctor.id);
    expect(byCode.schedules.map((schedule) => schedule.date)).toEqual([
      dayFromToday(2),
      dayFromToday(5),
    ]);
    expect(
      (await get(t.app, who, '/api/doctors/NOPE/getOutpatientScheduleDoctor')).statusCode,
    ).toBe(404);
    const now = await read<DoctorAvailability>(
      `/api/doctors/${clinic.doctor.id}/updateAppointment`,
    );
    expect(now).toEqual({
      docId: clinic.doctor.id,
      remaining: 10,
      nextAvailableDate: dayFromToday(2),
    });
  });
});

describe('following doctors', () => {
  it('follows once, lists my follows and unfollows', async () => {
    const url = `/api/doctors/${clinic.doctor.id}/saveAttention`;
    expect(await read<FollowState>(url)).toEqual({
      docId: clinic.doctor.id,
      followed: true,
      followers: 1,
    });
    expect(await read<FollowState>(url)).toMatchObject({ followers: 1 });
    const someoneElse = await signIn(t.app);
    expect(
      await read<FollowState>(`/api/doctors/getAttention?docId=${clinic.doctor.id}`, someoneElse),
    ).toEqual({
      docId: clinic.doctor.id,
      followed: false,
      followers: 1,
    });
    const mine = await read<DoctorSummary[]>('/api/doctors/findDoctorBookmark');
    expect(mine.map((doctor) => doctor.docId)).toEqual([clinic.doctor.id]);
    expect(await read<DoctorSummary[]>('/api/doctors/findDoctorBookmark', someoneElse)).toEqual([]);
    expect((await read<DoctorDetail>(`/api/doctors/${clinic.doctor.id}`)).followed).toBe(true);

    const removed = await read<FollowState>(
      `/api/doctors/deleteDoctorBookmark?docId=${clinic.doctor.id}`,
    );
    expect(removed).toMatchObject({ followed: false, followers: 0 });
    expect(await t.db.$count(doctorFollows)).toBe(0);
  });

  it('answers 404 for a doctor that does not exist and 400 for a bad id', async () => {
    expect((await get(t.app, who, '/api/doctors/999999/saveAttention')).statusCode).toBe(404);
    const bad = await get(t.app, who, '/api/doctors/deleteDoctorBookmark?docId=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'docId' });
    expect(await t.db.$count(doctorFollows)).toBe(0);
  });
});
