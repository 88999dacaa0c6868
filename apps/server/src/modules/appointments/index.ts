import {
  alipayAppointment,
  appPayAppointment,
  cancelAppointment as cancelEndpoint,
  creditPay,
  getAppointment,
  getAppointmentList,
  getCertificate,
  getCostAmount,
  getRegisterInformedConsentTip,
  getRegistrationRule,
  payAppointment,
  payRefund,
  queryAppoOrder,
  saveAppointment,
  type Certificate,
  type ServerSource,
} from '@hospital/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { hospitalSettings, INFORMED_CONSENT, registrationRule } from '../hospitals/index.ts';
import { bookAppointment } from './booking.ts';
import { cancelAppointment, refundCanceled, refundState } from './cancel.ts';
import { certificatePdf, toCertificate } from './certificate.ts';
import { costBreakdown } from './cost.ts';
import { followPayments, payParams, payWithCredit, syncPending } from './payment.ts';
import { present } from './present.ts';
import { byAppointmentId, findOwnAppointment, listOwnAppointments } from './repo.ts';

export async function appointmentsModule(app: FastifyInstance): Promise<void> {
  const { db } = app;
  followPayments();
  const settings = () => hospitalSettings(app);
  const own = async (userId: number, id: number) => {
    const record = await findOwnAppointment(db, userId, byAppointmentId(id));
    if (!record) throw notFound('预约不存在');
    return record;
  };
  const show = async (userId: number, id: number) =>
    present(await own(userId, id), await settings(), app.clock.now());

  route(app, saveAppointment, async ({ body, user }) => {
    const now = app.clock.now();
    const hospital = await settings();
    const id = await bookAppointment(app, user.id, body, hospital, now);
    return present(await own(user.id, id), hospital, now);
  });

  route(app, getRegistrationRule, async () => registrationRule(await settings()));

  route(app, getRegisterInformedConsentTip, async () => INFORMED_CONSENT);

  route(app, getAppointment, async ({ params, user }) => {
    const record = await own(user.id, params.id);
    if (await syncPending(app, record)) return show(user.id, params.id);
    return present(record, await settings(), app.clock.now());
  });

  route(app, getAppointmentList, async ({ query, user }) => {
    const [records, hospital] = await Promise.all([
      listOwnAppointments(db, user.id, query.status),
      settings(),
    ]);
    const now = app.clock.now();
    return records.map((record) => present(record, hospital, now));
  });

  route(app, queryAppoOrder, async ({ query, user }) => {
    const record = await findOwnAppointment(db, user.id, eq(appointments.orderNum, query.orderNum));
    if (!record) throw notFound('预约不存在');
    return present(record, await settings(), app.clock.now());
  });

  const pay =
    (host: ServerSource) =>
    async ({ params, user }: { params: { id: number }; user: { id: number } }) =>
      payParams(app, await own(user.id, params.id), host, user.id, app.clock.now());
  route(app, payAppointment, pay('WXGZH'));
  route(app, alipayAppointment, pay('ZFBSHH'));
  route(app, appPayAppointment, pay('WXAPP'));

  route(app, creditPay, async ({ params, user }) => {
    await payWithCredit(db, await own(user.id, params.id), await settings(), app.clock.now());
    return show(user.id, params.id);
  });

  route(app, cancelEndpoint, async ({ params, user }) => {
    await cancelAppointment(app, await own(user.id, params.id), await settings(), app.clock.now());
    return show(user.id, params.id);
  });

  route(app, payRefund, async ({ params, user }) => {
    const { appointment } = await own(user.id, params.id);
    if (appointment.status === 'canceled')
      await db.transaction((tx) => refundCanceled(tx, appointment, `user:${user.id}`));
    return refundState(app, (await own(user.id, params.id)).appointment);
  });

  route(app, getCostAmount, async ({ params, user }) =>
    costBreakdown(app, (await own(user.id, params.id)).appointment),
  );

  route(app, getCertificate, async ({ params, query, user, reply }) => {
    const hospital = await settings();
    const certificate = toCertificate(
      await own(user.id, params.id),
      hospital.name,
      app.clock.now(),
    );
    if (query.format === 'json') return certificate;
    const pdf = await certificatePdf(certificate);
    void reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="certificate-${certificate.orderNum}.pdf"`,
      );
    // A Buffer is sent as it is, past the JSON serializer of the declared response.
    return pdf as unknown as Certificate;
  });
}
