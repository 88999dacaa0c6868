import { clinicStopOfAppointmentEndpoint } from '@hospital/contract';
import { consoleStopScheduleEndpoint } from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { clinicStopOf, stopClinic } from './service.ts';

export function clinicStopRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);
  route(app, clinicStopOfAppointmentEndpoint, async ({ params, user }) => {
    const stop = await clinicStopOf(deps, user.id, params.id);
    if (!stop) throw notFound('该预约未因停诊取消');
    return stop;
  });

  route(app, consoleStopScheduleEndpoint, async ({ params, body, staff, request }) => {
    const result = await stopClinic(deps, params.id, {
      reason: body.reason,
      actor: `staff:${staff.id}`,
      requestId: request.id,
    });
    if (!result) throw notFound('号源不存在');
    return result;
  });
}
