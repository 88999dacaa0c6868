import type { Appointment, Notice, NoticeList } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, paymentOrders, refunds } from '../../../src/db/schema/index.ts';
import { hostSubjectOf } from '../../../src/modules/auth/index.ts';
import { readSandboxTemplateMessages } from '../../../src/providers/wechat/template-message.ts';
import { stopClinic } from '../../../src/modules/clinic-stops/index.ts';
import { booked, get, patientAccount } from '../appointments/fixtures.ts';
import { payInSandbox } from '../appointments/pay-helpers.ts';

export const STOP_REASON = '医生临时外出会诊';

let people = 0;

/** A new account with a live appointment on `scheduleId`, paid through the sandbox or not. */
export async function holder(app: FastifyInstance, scheduleId: number, paid: boolean) {
  people += 1;
  const who = await patientAccount(app, people);
  const appointment = await booked(app, who, { scheduleId, patientId: who.patientId });
  if (paid) await payInSandbox(app, who, appointment.id);
  return { who, appointment };
}

export type Holder = Awaited<ReturnType<typeof holder>>;

export const appointmentNow = async (app: FastifyInstance, { who, appointment }: Holder) =>
  (await get(app, who, `/api/appointment/${appointment.id}`)).json<Appointment>();

export async function stopMessages(app: FastifyInstance, { who }: Holder): Promise<Notice[]> {
  const list = (await get(app, who, '/api/notices')).json<NoticeList>();
  return list.items.filter((notice) => notice.title === '停诊通知');
}

export const refundsOfOrderNum = (app: FastifyInstance, orderNum: string) =>
  app.db
    .select()
    .from(refunds)
    .where(eq(refunds.outRefundNo, `R${orderNum}`));

export async function orderOf(app: FastifyInstance, appointment: Appointment) {
  const [order] = await app.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.subjectId, appointment.id));
  return order;
}

export const stopAsHis = (app: FastifyInstance, scheduleId: number) =>
  stopClinic({ db: app.db, clock: app.clock }, scheduleId, {
    reason: STOP_REASON,
    actor: 'his:test-his',
  });

/** The WeChat template messages the sandbox official account was asked to send the holder. */
export async function templateMessagesTo(app: FastifyInstance, { appointment }: Holder) {
  const [row] = await app.db
    .select({ userId: appointments.userId })
    .from(appointments)
    .where(eq(appointments.id, appointment.id));
  const openid = row && (await hostSubjectOf(app.db, row.userId, 'wechat_oa'));
  if (!openid) throw new Error('the holder has no official-account openid');
  const sent = await readSandboxTemplateMessages(app.store);
  return sent.filter((message) => message.touser === openid);
}
