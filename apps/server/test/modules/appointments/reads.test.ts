import { inflateSync } from 'node:zlib';
import type { Appointment, Certificate, RegistrationRule } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app.ts';
import { booked, createSchedule, get, openHospital, patientAccount } from './fixtures.ts';
import { payInSandbox } from './pay-helpers.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  ({ t, clinicId } = await openHospital({
    settings: {
      registrationStartHour: 7,
      registrationStartMinute: 0,
      registrationEndHour: 0,
      registrationEndMinute: 30,
    },
  }));
});
afterAll(() => t.close());

/** Every character the PDF's fonts can draw, read from the ToUnicode maps of its streams. */
function pdfCharacters(pdf: Buffer): string {
  const characters: string[] = [];
  const binary = pdf.toString('latin1');
  for (const match of binary.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let text: string;
    try {
      text = inflateSync(pdf.subarray(start, binary.indexOf('endstream', start))).toString(
        'latin1',
      );
    } catch {
      continue; // font programs are not zlib streams
    }
    for (const range of text.matchAll(/\[([^\]]*)\]/g))
      for (const hex of range[1]!.matchAll(/<([0-9a-f]{4})>/gi))
        characters.push(String.fromCharCode(parseInt(hex[1]!, 16)));
  }
  return characters.join('');
}

describe('booking texts', () => {
  it('gives the rules with the window as the hospital set it', async () => {
    const who = await patientAccount(t.app);
    const rule = (await get(t.app, who, '/api/appointment/rule')).json<RegistrationRule>();
    expect(rule.registrationWindow).toEqual({
      start: { hour: 7, minute: 0 },
      end: { hour: 0, minute: 30 },
    });
    expect(rule.paragraphs.join('')).toContain('07:00 至次日 00:30');
    expect(rule.paymentTimeoutMinutes).toBe(15);
    const tip = await get(t.app, who, '/api/appointment/registerInformedConsentTip');
    expect(tip.statusCode).toBe(200);
    expect(tip.json<{ title: string }>().title).toBe('挂号知情同意书');
  });
});

describe('my appointments', () => {
  it('lists mine only, latest first, filtered by status', async () => {
    const who = await patientAccount(t.app);
    const stranger = await patientAccount(t.app, 2);
    const first = await booked(t.app, who, {
      scheduleId: (await createSchedule(t.app, clinicId)).id,
      patientId: who.patientId,
    });
    const second = await booked(t.app, who, {
      scheduleId: (await createSchedule(t.app, clinicId)).id,
      patientId: who.patientId,
    });
    await booked(t.app, stranger, {
      scheduleId: (await createSchedule(t.app, clinicId)).id,
      patientId: stranger.patientId,
    });
    await payInSandbox(t.app, who, second.id);

    const all = (await get(t.app, who, '/api/appointment/getAppointmentList')).json<
      Appointment[]
    >();
    expect(all.map((appointment) => appointment.id)).toEqual([second.id, first.id]);
    const paid = await get(t.app, who, '/api/appointment/getAppointmentList?status=paid');
    expect(paid.json<Appointment[]>().map((appointment) => appointment.id)).toEqual([second.id]);
    const bad = await get(t.app, who, '/api/appointment/getAppointmentList?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'status' });

    const byOrder = await get(
      t.app,
      who,
      `/api/appointment/queryAppoOrder?orderNum=${first.orderNum}`,
    );
    expect(byOrder.json<Appointment>().id).toBe(first.id);
    const unknown = await get(t.app, who, '/api/appointment/queryAppoOrder?orderNum=GH000');
    expect(unknown.statusCode).toBe(404);
  });

  it('shows the fee breakdown of an unpaid appointment', async () => {
    const who = await patientAccount(t.app);
    const appointment = await booked(t.app, who, {
      scheduleId: (await createSchedule(t.app, clinicId, { feeFen: 1250 })).id,
      patientId: who.patientId,
    });
    const cost = await get(t.app, who, `/api/appointment/${appointment.id}/ecostAmount`);
    expect(cost.json()).toEqual({
      items: [{ name: '挂号费', amountFen: 1250 }],
      totalFen: 1250,
      paidFen: 0,
      refundedFen: 0,
    });
  });
});

describe('GET /api/appointment/:id/cert', () => {
  it('certifies a paid appointment as data and as a PDF in Chinese', async () => {
    const who = await patientAccount(t.app);
    const appointment = await booked(t.app, who, {
      scheduleId: (await createSchedule(t.app, clinicId)).id,
      patientId: who.patientId,
    });
    const unpaid = await get(t.app, who, `/api/appointment/${appointment.id}/cert`);
    expect(unpaid.statusCode).toBe(409);

    await payInSandbox(t.app, who, appointment.id);
    const certificate = (
      await get(t.app, who, `/api/appointment/${appointment.id}/cert`)
    ).json<Certificate>();
    expect(certificate).toMatchObject({
      hospitalName: '测试医院',
      orderNum: appointment.orderNum,
      patientName: '张三',
      deptName: '心血管内科',
      sequence: 1,
      feeFen: 5000,
    });

    const pdf = await get(t.app, who, `/api/appointment/${appointment.id}/cert?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfCharacters(pdf.rawPayload);
    for (const char of '测试医院挂号凭证张三心血管内科') expect(text).toContain(char);
  });
});
