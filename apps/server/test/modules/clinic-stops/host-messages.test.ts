import type { ServerSource } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../../src/db/schema/index.ts';
import { hostSubjectOf } from '../../../src/modules/auth/index.ts';
import { readSandboxAlipayMessages } from '../../../src/providers/alipay/template-message.ts';
import type { IdentityProvider } from '../../../src/providers/types.ts';
import { readSandboxSubscribeMessages } from '../../../src/providers/wechat/subscribe-message.ts';
import { readSandboxTemplateMessages } from '../../../src/providers/wechat/template-message.ts';
import { drainSideEffects } from '../../../src/side-effects/index.ts';
import { signIn } from '../../helpers/auth.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import {
  booked,
  createDoctor,
  createSchedule,
  dayFromToday,
  openHospital,
} from '../appointments/fixtures.ts';
import { addPatient, adult } from '../patients/fixtures.ts';
import { stopAsHis, STOP_REASON } from './fixtures.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
});
afterAll(() => t.close());

let people = 100;
/** A holder of an unpaid number on `scheduleId` who signed in through `host`. */
async function holderVia(scheduleId: number, host: ServerSource) {
  people += 1;
  const who = await signIn(t.app, { host });
  const patient = await addPatient(t.app, who, adult(people));
  const appointment = await booked(t.app, who, { scheduleId, patientId: patient.id });
  const [row] = await t.db
    .select({ userId: appointments.userId })
    .from(appointments)
    .where(eq(appointments.id, appointment.id));
  const idAt = (provider: IdentityProvider) => hostSubjectOf(t.db, row!.userId, provider);
  return { appointment, idAt };
}

const drain = () => drainSideEffects(t.app, t.app.clock.now());

describe('clinic-stop messages through the hosts', () => {
  it('reaches each holder once through the host they signed in with', async () => {
    const doctor = await createDoctor(t.app, clinicId, '李消息');
    const stopped = await createSchedule(t.app, clinicId, {
      doctorId: doctor.id,
      date: dayFromToday(4),
    });
    const official = await holderVia(stopped.id, 'WXGZH');
    const mini = await holderVia(stopped.id, 'WXXCX');
    const life = await holderVia(stopped.id, 'ZFBSHH');
    const app = await holderVia(stopped.id, 'WXAPP');

    await stopAsHis(t.app, stopped.id);
    await drain();
    await drain();

    const officialId = await official.idAt('wechat_oa');
    const miniId = await mini.idAt('wechat_mini');
    const lifeId = await life.idAt('alipay');
    const templates = await readSandboxTemplateMessages(t.app.store);
    const subscribes = (await readSandboxSubscribeMessages(t.app.store)).filter(
      ({ touser }) => touser === miniId,
    );
    const alipay = (await readSandboxAlipayMessages(t.app.store)).filter(
      ({ to_user_id }) => to_user_id === lifeId,
    );
    expect(templates.filter(({ touser }) => touser === officialId)).toHaveLength(1);
    expect(subscribes).toHaveLength(1);
    expect(alipay).toHaveLength(1);
    // Each through the host of the sign-in only, and none for the native app's holder, who
    // reads the messages tab.
    const wechatIdsOfOthers = [await mini.idAt('wechat_oa'), await app.idAt('wechat_oa')];
    expect(wechatIdsOfOthers).toEqual([null, null]);

    const [subscribe] = subscribes;
    expect(subscribe).toMatchObject({
      template_id: 'sandbox-clinic-stop',
      data: { thing1: { value: `${mini.appointment.deptName} 李消息` } },
    });
    // WeChat refuses a longer `thing`: each is cut to 20 characters.
    for (const { value } of Object.values(subscribe!.data))
      expect([...value].length).toBeLessThanOrEqual(20);

    const [message] = alipay;
    expect(message?.template).toMatchObject({
      template_id: 'sandbox-clinic-stop',
      context: {
        first: { value: expect.stringContaining(STOP_REASON) as unknown },
        keyword1: { value: `${life.appointment.deptName} 李消息` },
        keyword3: { value: expect.stringContaining('无需退款') as unknown },
      },
    });
  });
});
