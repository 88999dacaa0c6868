import type { PatientDetail } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addPatient, adult, get, idNumber } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/patients/findPatient', () => {
  it("lists only the account's own patients, default first, never a full ID number or phone", async () => {
    const [owner, other] = await Promise.all([signIn(t.app), signIn(t.app)]);
    const first = await addPatient(t.app, owner);
    const second = await addPatient(t.app, owner, {
      ...adult(2),
      gender: 'FEMALE',
      idNumber: idNumber('19900215', 2),
    });
    await addPatient(t.app, other, adult(3));
    await t.app.inject({
      method: 'PUT',
      url: `/api/patients/update-default-patient?id=${second.id}`,
      headers: owner.headers,
    });
    const response = await get(t.app, owner, '/api/patients/findPatient');
    expect(response.statusCode).toBe(200);
    const list = response.json<PatientDetail[]>();
    expect(list.map((p) => [p.id, p.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(list[0]).toMatchObject({
      gender: 'FEMALE',
      idNumberMasked: `1101${'*'.repeat(10)}${idNumber('19900215', 2).slice(-4)}`,
      phoneMasked: '138****8000',
      birthDate: '1990-02-15',
      insuranceCardBound: false,
    });
    expect(list[0]).not.toHaveProperty('idNumber');
    expect(response.body).not.toContain(idNumber('19900215', 2));
    expect(response.body).not.toContain('13800138000');
  });

  it('answers an empty list for a new account and 401 without a token', async () => {
    expect(
      await (await get(t.app, await signIn(t.app), '/api/patients/findPatient')).json(),
    ).toEqual([]);
    expect((await t.app.inject({ url: '/api/patients/findPatient' })).statusCode).toBe(401);
  });
});

describe('GET /api/patients/default-patient', () => {
  it('answers null until a patient is added, then the default one', async () => {
    const owner = await signIn(t.app);
    expect((await get(t.app, owner, '/api/patients/default-patient')).json()).toEqual({
      patient: null,
    });
    const patient = await addPatient(t.app, owner);
    const body = (await get(t.app, owner, '/api/patients/default-patient')).json<{
      patient: PatientDetail;
    }>();
    expect(body.patient).toMatchObject({ id: patient.id, isDefault: true });
  });
});

describe('GET /api/patients/query/:id and findPatientByCode', () => {
  it('gives the owner the full details', async () => {
    const owner = await signIn(t.app);
    const patient = await addPatient(t.app, owner);
    const byId = await get(t.app, owner, `/api/patients/query/${patient.id}`);
    expect(byId.json()).toEqual(patient);
    expect(byId.json()).toMatchObject({ idNumber: adult().idNumber, phone: '13800138000' });
    const byCode = await get(
      t.app,
      owner,
      `/api/patients/findPatientByCode?patientCode=${patient.patientCode}`,
    );
    expect(byCode.json()).toEqual(patient);
  });

  it("answers 404 for another account's patient, an unknown one, and 400 for a bad id", async () => {
    const [owner, stranger] = await Promise.all([signIn(t.app), signIn(t.app)]);
    const patient = await addPatient(t.app, owner);
    for (const url of [
      `/api/patients/query/${patient.id}`,
      `/api/patients/findPatientByCode?patientCode=${patient.patientCode}`,
      `/api/patients/getHealthCareVoucher?patientId=${patient.id}`,
      '/api/patients/query/999999',
      '/api/patients/findPatientByCode?patientCode=P000000000',
    ]) {
      const response = await get(t.app, stranger, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(patient.name);
    }
    expect((await get(t.app, owner, '/api/patients/query/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/patients/getHealthCareVoucher', () => {
  it('shows the insurance card masked once bound', async () => {
    const owner = await signIn(t.app);
    const patient = await addPatient(t.app, owner);
    const url = `/api/patients/getHealthCareVoucher?patientId=${patient.id}`;
    expect((await get(t.app, owner, url)).json()).toEqual({
      bound: false,
      insuranceCardNo: null,
      voucherStatus: 'NONE',
    });
    await addPatient(t.app, owner, { ...adult(), id: patient.id, insuranceCardNo: 'SZ1234567890' });
    expect((await get(t.app, owner, url)).json()).toEqual({
      bound: true,
      insuranceCardNo: 'SZ12****7890',
      voucherStatus: 'ACTIVE',
    });
  });

  it('answers 400 without a patient id', async () => {
    expect(
      (await get(t.app, await signIn(t.app), '/api/patients/getHealthCareVoucher')).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/patients/getDictItemData', () => {
  it('lists relations, ID types and the 56 nations', async () => {
    const who = await signIn(t.app);
    const items = async (type: string) =>
      (await get(t.app, who, `/api/patients/getDictItemData?type=${type}`)).json<
        { value: string; label: string }[]
      >();
    expect((await items('relation')).map((item) => item.label)).toEqual([
      '本人',
      '父母',
      '配偶',
      '子女',
      '其他',
    ]);
    expect((await items('idType')).map((item) => item.label)).toEqual([
      '居民身份证',
      '无证件儿童(监护人代办)',
      '港澳台居民居住证',
      '护照',
    ]);
    const nations = await items('nation');
    expect(nations).toHaveLength(56);
    expect(nations[0]).toEqual({ value: '01', label: '汉族' });
    expect(nations[55]).toEqual({ value: '56', label: '基诺族' });
    expect((await get(t.app, who, '/api/patients/getDictItemData?type=city')).statusCode).toBe(400);
  });
});
