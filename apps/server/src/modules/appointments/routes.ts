import {
  alipayAppointmentEndpoint,
  appPayAppointmentEndpoint,
  cancelAppointmentEndpoint,
  creditPayEndpoint,
  appointmentEndpoint,
  appointmentListEndpoint,
  certificateEndpoint,
  costAmountEndpoint,
  registerInformedConsentTipEndpoint,
  registrationRuleEndpoint,
  payAppointmentEndpoint,
  payRefundEndpoint,
  queryAppoOrderEndpoint,
  saveAppointmentEndpoint,
  type Certificate,
  type ServerSource,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { hospitalSettings, INFORMED_CONSENT, registrationRule } from '../hospitals/index.ts';
import { bookAppointment } from './booking-service.ts';
import { cancelAppointment, retryRefund } from './cancel-service.ts';
import { certificatePdf } from './certificate.ts';
import { costBreakdown } from './cost-service.ts';
import { payParams, payWithCredit, syncPending } from './payment-service.ts';
import {
  appointmentList,
  certificateOf,
  ownAppointment,
  presentAppointment,
  showAppointment,
  showAppointmentByOrderNum,
} from './service.ts';

export function appointmentRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, saveAppointmentEndpoint, ({ body, user }) => bookAppointment(deps, user.id, body));

  route(app, registrationRuleEndpoint, async () => registrationRule(await hospitalSettings(deps)));

  route(app, registerInformedConsentTipEndpoint, () => Promise.resolve(INFORMED_CONSENT));

  route(app, appointmentEndpoint, async ({ params, user }) => {
    const record = await ownAppointment(deps, user.id, params.id);
    if (await syncPending(app, record)) return showAppointment(deps, user.id, params.id);
    return presentAppointment(deps, record);
  });

  route(app, appointmentListEndpoint, ({ query, user }) =>
    appointmentList(deps, user.id, query.status),
  );

  route(app, queryAppoOrderEndpoint, ({ query, user }) =>
    showAppointmentByOrderNum(deps, user.id, query.orderNum),
  );

  const pay =
    (host: ServerSource) =>
    async ({ params, user }: { params: { id: number }; user: { id: number } }) =>
      payParams(
        app,
        await ownAppointment(deps, user.id, params.id),
        host,
        user.id,
        deps.clock.now(),
      );
  route(app, payAppointmentEndpoint, pay('WXGZH'));
  route(app, alipayAppointmentEndpoint, pay('ZFBSHH'));
  route(app, appPayAppointmentEndpoint, pay('WXAPP'));

  route(app, creditPayEndpoint, async ({ params, user }) => {
    await payWithCredit(
      deps.db,
      await ownAppointment(deps, user.id, params.id),
      await hospitalSettings(deps),
      deps.clock.now(),
    );
    return showAppointment(deps, user.id, params.id);
  });

  route(app, cancelAppointmentEndpoint, ({ params, user }) =>
    cancelAppointment(deps, user.id, params.id),
  );

  route(app, payRefundEndpoint, ({ params, user }) => retryRefund(deps, user.id, params.id));

  route(app, costAmountEndpoint, ({ params, user }) => costBreakdown(deps, user.id, params.id));

  route(app, certificateEndpoint, async ({ params, query, user, reply }) => {
    const certificate = await certificateOf(deps, user.id, params.id);
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
