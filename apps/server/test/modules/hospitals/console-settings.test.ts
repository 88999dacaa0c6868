import { HOSPITAL_MODULES, STAFF_ROLES, type BizConfig } from '@hospital/contract';
import type { HospitalSettingsInput, HospitalSettingsView } from '@hospital/contract/console';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, hospitalSettings } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/auth.ts';
import {
  ensureTestStaff,
  STAFF_OF_ROLE,
  staffSession,
  type StaffTestSession,
} from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let admin: StaffTestSession;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await ensureTestStaff(t.app);
  admin = await staffSession(t.app, t.clock, STAFF_OF_ROLE.admin);
});
afterAll(() => t.close());

const URL = '/console/api/settings';
const getSettings = (headers: Record<string, string> = admin.headers) =>
  t.app.inject({ url: URL, headers });
const putSettings = (payload: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

const settingsAudit = () =>
  t.db.select().from(auditLog).where(eq(auditLog.entityType, 'hospital_settings'));
const settingsRow = async () => (await t.db.select().from(hospitalSettings))[0];

async function currentInput(): Promise<HospitalSettingsInput> {
  const { hospitalName: _, ...input } = (await getSettings()).json<HospitalSettingsView>();
  return input;
}

describe('GET /console/api/settings', () => {
  it('gives the administrator every setting and the areas that are on', async () => {
    const response = await getSettings();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hospitalName: t.config.hospitalName,
      registrationWindow: {
        start: { hour: expect.any(Number) as number, minute: expect.any(Number) as number },
        end: { hour: expect.any(Number) as number, minute: expect.any(Number) as number },
      },
      bookingDays: 14,
      paymentTimeoutMinutes: 15,
      cancelCutoffHours: 2,
      servicePhone: '0571-88886666',
      address: expect.any(String) as string,
      intro: expect.any(String) as string,
      enabledModules: [...HOSPITAL_MODULES],
      refundApprovalThresholdFen: 50000,
    });
  });
});

describe('PUT /console/api/settings', () => {
  it('saves the change, answers with it, patients read it at once, and the audit log has before and after', async () => {
    const before = await currentInput();
    const change: HospitalSettingsInput = {
      registrationWindow: { start: { hour: 6, minute: 30 }, end: { hour: 1, minute: 0 } },
      bookingDays: 7,
      paymentTimeoutMinutes: 30,
      cancelCutoffHours: 12,
      servicePhone: ' 0571-12345678 ',
      address: '浙江省杭州市西湖区新院路1号',
      intro: '新的简介。',
      enabledModules: HOSPITAL_MODULES.filter((m) => m !== 'nucleicAcid' && m !== 'newCrown'),
      refundApprovalThresholdFen: 80000,
    };
    const auditBefore = (await settingsAudit()).length;

    const response = await putSettings(change);
    expect(response.statusCode).toBe(200);
    const saved = { ...change, servicePhone: '0571-12345678' };
    expect(response.json()).toEqual({ hospitalName: t.config.hospitalName, ...saved });
    expect((await getSettings()).json()).toEqual(response.json());

    const biz = (await t.app.inject({ url: '/api/hospitals/getBizConfig' })).json<BizConfig>();
    expect(biz).toMatchObject({
      registrationWindow: change.registrationWindow,
      bookingDays: 7,
      paymentTimeoutMinutes: 30,
      cancelCutoffHours: 12,
    });

    const entries = await settingsAudit();
    expect(entries).toHaveLength(auditBefore + 1);
    expect(entries.at(-1)).toMatchObject({
      actor: `staff:${admin.staff.id}`,
      action: 'settings.update',
      before: { hospitalName: t.config.hospitalName, ...before },
      after: { hospitalName: t.config.hospitalName, ...saved },
      createdAt: t.clock.now(),
    });
    expect(entries.at(-1)!.requestId).toEqual(expect.any(String));
  });

  it('keeps each area once, in the contract order', async () => {
    const response = await putSettings({
      ...(await currentInput()),
      enabledModules: ['news', 'registration', 'news'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<HospitalSettingsView>().enabledModules).toEqual(['registration', 'news']);
  });

  const broken: [
    what: string,
    edit: Partial<HospitalSettingsInput>,
    field: string,
    message: RegExp,
  ][] = [
    [
      'a booking horizon of 0 days',
      { bookingDays: 0 },
      'bookingDays',
      /可预约天数须在 1 至 60 天之间/,
    ],
    ['a booking horizon of 61 days', { bookingDays: 61 }, 'bookingDays', /1 至 60 天/],
    ['no time to pay', { paymentTimeoutMinutes: 0 }, 'paymentTimeoutMinutes', /支付时限/],
    ['a negative cut-off', { cancelCutoffHours: -1 }, 'cancelCutoffHours', /取消截止时间/],
    [
      'a window that starts when it ends',
      { registrationWindow: { start: { hour: 8, minute: 0 }, end: { hour: 8, minute: 0 } } },
      'registrationWindow',
      /开始时间与结束时间不能相同/,
    ],
    ['a phone with letters', { servicePhone: 'call us' }, 'servicePhone', /服务电话/],
    ['a blank address', { address: '   ' }, 'address', /医院地址不能为空/],
    ['an endless introduction', { intro: '长'.repeat(5001) }, 'intro', /不能超过 5000 个字/],
    [
      'a negative refund approval threshold',
      { refundApprovalThresholdFen: -1 },
      'refundApprovalThresholdFen',
      /退款审批金额须在 ¥0 至 ¥100000 之间/,
    ],
    [
      'a refund approval threshold above ¥100,000',
      { refundApprovalThresholdFen: 10_000_001 },
      'refundApprovalThresholdFen',
      /退款审批金额/,
    ],
  ];

  it.each(broken)(
    'refuses %s with a 400 naming the field, and changes nothing',
    async (_, edit, field, message) => {
      const rowBefore = await settingsRow();
      const auditBefore = (await settingsAudit()).length;
      const response = await putSettings({ ...(await currentInput()), ...edit });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; field: string; code: string }>();
      expect(body).toMatchObject({ code: 'BAD_REQUEST', field });
      expect(body.message).toMatch(message);
      expect(await settingsRow()).toEqual(rowBefore);
      expect(await settingsAudit()).toHaveLength(auditBefore);
    },
  );

  it.each([
    [
      'an hour of 24',
      { registrationWindow: { start: { hour: 24, minute: 0 }, end: { hour: 8, minute: 0 } } },
    ],
    ['an area that does not exist', { enabledModules: ['casino'] }],
    ['a number as text', { bookingDays: '7' }],
    ['a threshold in part-fen', { refundApprovalThresholdFen: 1288.5 }],
  ])('refuses %s as malformed, and changes nothing', async (_, edit) => {
    const rowBefore = await settingsRow();
    const response = await putSettings({ ...(await currentInput()), ...edit });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await settingsRow()).toEqual(rowBefore);
  });

  it('refuses a body missing a setting', async () => {
    const { intro: _, ...partial } = await currentInput();
    const rowBefore = await settingsRow();
    expect((await putSettings(partial)).statusCode).toBe(400);
    expect(await settingsRow()).toEqual(rowBefore);
  });
});

describe('who may read and change the settings', () => {
  const others = STAFF_ROLES.filter((role) => role !== 'admin');

  it.each(others)('a %s staff member gets 403 and changes nothing', async (role) => {
    const session = await staffSession(t.app, t.clock, STAFF_OF_ROLE[role]);
    const rowBefore = await settingsRow();
    const auditBefore = (await settingsAudit()).length;
    expect((await getSettings(session.headers)).statusCode).toBe(403);
    const put = await putSettings(
      { ...(await currentInput()), bookingDays: 3, refundApprovalThresholdFen: 0 },
      session.headers,
    );
    expect(put.statusCode).toBe(403);
    expect(await settingsRow()).toEqual(rowBefore);
    expect(await settingsAudit()).toHaveLength(auditBefore);
  });

  it('a patient token and no token at all are refused, and change nothing', async () => {
    const patient = await signIn(t.app);
    const rowBefore = await settingsRow();
    for (const headers of [patient.headers, {}]) {
      expect((await getSettings(headers)).statusCode).toBe(401);
      const put = await putSettings({ ...(await currentInput()), bookingDays: 3 }, headers);
      expect(put.statusCode).toBe(401);
    }
    expect(await settingsRow()).toEqual(rowBefore);
  });
});
