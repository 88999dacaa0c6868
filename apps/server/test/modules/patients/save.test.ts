import { MAX_PATIENTS_PER_ACCOUNT, type PatientDetail } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { addPatient, adult, child, get, idNumber, listPatients, savePatient } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/patients/save', () => {
  it('adds a patient with a card number, the birth date from the ID, and the first as default', async () => {
    const owner = await signIn(t.app);
    const first = await addPatient(t.app, owner, { ...adult(), nation: '01', address: '北京市' });
    expect(first).toMatchObject({
      name: '张三',
      gender: 'MALE',
      birthDate: '1985-01-01',
      isDefault: true,
      idNumber: adult().idNumber,
      phone: '13800138000',
      nation: '01',
      nationLabel: '汉族',
      avatarUrl: null,
      insuranceCardBound: false,
    });
    expect(first.patientCode).toMatch(/^P\d{9}$/);
    const second = await addPatient(t.app, owner, adult(2));
    expect(second.isDefault).toBe(false);
    expect(second.patientCode).not.toBe(first.patientCode);
  });

  it('updates a patient when given its id, keeping the card number', async () => {
    const owner = await signIn(t.app);
    const patient = await addPatient(t.app, owner);
    const updated = await addPatient(t.app, owner, {
      ...adult(),
      id: patient.id,
      name: '张三丰',
      phone: '13900139000',
      insuranceCardNo: 'abc123456',
    });
    expect(updated).toMatchObject({
      id: patient.id,
      name: '张三丰',
      phone: '13900139000',
      patientCode: patient.patientCode,
      isDefault: true,
      insuranceCardNo: 'ABC123456',
      insuranceCardBound: true,
    });
  });

  it('adds a child without an ID through a guardian', async () => {
    const owner = await signIn(t.app);
    const added = await addPatient(t.app, owner, child());
    expect(added).toMatchObject({ idNumber: null, idNumberMasked: '', birthDate: '2021-03-04' });
    expect(added.guardianIdNumber).toBe(child().guardianIdNumber);
  });

  it.each([
    [
      { idNumber: idNumber('19850101').slice(0, 17) + '0' },
      'idNumber',
      '身份证号校验位不正确，请核对',
    ],
    [{ idNumber: '110105850101001' }, 'idNumber', '请使用18位身份证号'],
    [{ phone: '1380013800' }, 'phone', '请输入正确的11位手机号'],
    [{ name: '张' }, 'name', '姓名应为2-20个字'],
    [{ gender: 'FEMALE' }, 'gender', '性别与证件号码不符'],
    [{ birthDate: '1985-01-02' }, 'birthDate', '出生日期与证件号码不符'],
    [{ nation: '99' }, 'nation', '请选择民族'],
    [{ avatarFileId: 'f'.repeat(32) }, 'avatarFileId', '头像图片不存在，请重新上传'],
    [
      { idType: 'CHILD', idNumber: '', birthDate: '2020-01-01' },
      'guardianName',
      '监护人姓名应为2-20个字',
    ],
  ])(
    'refuses %o with a Chinese message naming %s, changing nothing',
    async (change, field, message) => {
      const owner = await signIn(t.app);
      const response = await savePatient(t.app, owner, { ...adult(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field, message });
      expect(await listPatients(t.app, owner)).toEqual([]);
    },
  );

  it('refuses a body of the wrong shape with 400', async () => {
    const owner = await signIn(t.app);
    const response = await savePatient(t.app, owner, { ...adult(), relation: 'FRIEND' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'relation' });
  });

  it('refuses the same ID number twice in one account, but another account may add it', async () => {
    const [owner, other] = await Promise.all([signIn(t.app), signIn(t.app)]);
    const first = await addPatient(t.app, owner);
    const again = await savePatient(t.app, owner, { ...adult(), name: '李四' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: '该证件号已添加' });
    const second = await addPatient(t.app, owner, adult(2));
    const clash = await savePatient(t.app, owner, { ...adult(), id: second.id });
    expect(clash.statusCode).toBe(409);
    expect((await get(t.app, owner, `/api/patients/query/${second.id}`)).json()).toEqual(second);
    await addPatient(t.app, other);
    expect((await listPatients(t.app, owner)).map((p) => p.id)).toEqual([first.id, second.id]);
  });

  it(`stops at ${MAX_PATIENTS_PER_ACCOUNT} live patients, also under concurrent requests`, async () => {
    const owner = await signIn(t.app);
    const responses = await Promise.all(
      Array.from({ length: MAX_PATIENTS_PER_ACCOUNT + 2 }, (_, i) =>
        savePatient(t.app, owner, adult(i + 1)),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_PATIENTS_PER_ACCOUNT);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json()).toMatchObject({ message: '最多添加6位就诊人' });
    const saved = await listPatients(t.app, owner);
    expect(saved.filter((p) => p.isDefault)).toHaveLength(1);
  });

  it("answers 404 for another account's patient and leaves it unchanged", async () => {
    const [owner, stranger] = await Promise.all([signIn(t.app), signIn(t.app)]);
    const patient: PatientDetail = await addPatient(t.app, owner);
    const response = await savePatient(t.app, stranger, {
      ...adult(),
      id: patient.id,
      name: '王五',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('张三');
    expect((await get(t.app, owner, `/api/patients/query/${patient.id}`)).json()).toEqual(patient);
    expect(await listPatients(t.app, stranger)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/patients/save',
      payload: adult(),
    });
    expect(response.statusCode).toBe(401);
  });
});
