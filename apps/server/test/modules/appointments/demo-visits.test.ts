import type { Appointment, OutpatientVisit } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outpatientBills, patientCards, patients } from '../../../src/db/schema/index.ts';
import { markDemoVisits } from '../../../src/jobs/appointment-expiry.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import {
  booked,
  createClinic,
  createSchedule,
  get,
  patientAccount,
  setUpHospital,
} from './fixtures.ts';
import { payInSandbox } from './pay-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS: '0', DEMO: '1' } });
  await setUpHospital(t.app);
});
afterAll(() => t.close());

describe('visits in demo mode', () => {
  it('marks paid appointments visited once the clinic has closed, so they can be rated', async () => {
    const { clinic } = await createClinic(t.app);
    const who = await patientAccount(t.app);
    const schedule = await createSchedule(t.app, clinic.id);
    const appointment = await booked(t.app, who, {
      scheduleId: schedule.id,
      patientId: who.patientId,
    });
    await payInSandbox(t.app, who, appointment.id);

    expect(await markDemoVisits(t.app, t.app.clock.now())).toBe(0);
    const afterClinic = new Date(Date.parse(appointment.startsAt) + 5 * 3600_000);
    expect(await markDemoVisits(t.app, afterClinic)).toBe(1);
    const seen = (await get(t.app, who, `/api/appointment/${appointment.id}`)).json<Appointment>();
    expect(seen).toMatchObject({ status: 'visited', canEvaluate: true, canCancel: false });

    await t.app.inject({
      method: 'POST',
      url: '/api/doctors/evaluate-doctor',
      headers: who.headers,
      payload: { appointmentId: appointment.id, rating: 5 },
    });
    const rated = (await get(t.app, who, `/api/appointment/${appointment.id}`)).json<Appointment>();
    expect(rated.canEvaluate).toBe(false);
  });

  it('bills each visit once through the HIS API: a prescription and a test, unpaid', async () => {
    const { clinic } = await createClinic(t.app);
    const who = await patientAccount(t.app, 2);
    const [patient] = await t.db.select().from(patients).where(eq(patients.id, who.patientId));
    // The card the demo HIS opened when it heard of the patient.
    await t.db.insert(patientCards).values({
      cardNo: patient!.patientCode,
      name: patient!.name,
      idNumber: patient!.idNumber!.toUpperCase(),
    });
    const schedule = await createSchedule(t.app, clinic.id);
    const appointment = await booked(t.app, who, {
      scheduleId: schedule.id,
      patientId: who.patientId,
    });
    await payInSandbox(t.app, who, appointment.id);
    const afterClinic = new Date(Date.parse(appointment.startsAt) + 5 * 3600_000);
    expect(await markDemoVisits(t.app, afterClinic)).toBe(1);
    expect(await markDemoVisits(t.app, new Date(afterClinic.getTime() + 3600_000))).toBe(0);

    const response = await get(
      t.app,
      who,
      `/api/outpatient/getBillList?patientCode=${patient!.patientCode}`,
    );
    const visits = response.json<OutpatientVisit[]>();
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({
      visitNo: `MZ-${appointment.orderNum}`,
      visitDate: schedule.date,
      doctor: appointment.doctorName,
    });
    expect(visits[0]!.bills.map((bill) => [bill.billNo, bill.status])).toEqual([
      [`CF-${appointment.orderNum}`, 'unpaid'],
      [`JY-${appointment.orderNum}`, 'unpaid'],
    ]);
    expect(visits[0]!.bills.flatMap((bill) => bill.items)).toMatchObject([
      { category: 'western_medicine', execDepartment: '门诊西药房', place: '西药房 3 号窗口' },
      { category: 'lab', execDepartment: '检验科', place: '门诊采血室 201' },
    ]);
    expect(
      await t.db.$count(outpatientBills, eq(outpatientBills.cardNo, patient!.patientCode)),
    ).toBe(2);
  });
});
