import { clinicStopOfAppointmentEndpoint } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { clinicStopOf } from './service.ts';

export function clinicStopRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);
  route(app, clinicStopOfAppointmentEndpoint, async ({ params, user }) => {
    const stop = await clinicStopOf(deps, user.id, params.id);
    if (!stop) throw notFound('该预约未因停诊取消');
    return stop;
  });
}
