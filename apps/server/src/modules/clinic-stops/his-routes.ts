import { hisStopScheduleEndpoint } from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { scheduleIdOfHisId } from '../schedules/index.ts';
import { stopClinic } from './service.ts';

/** The HIS stops a half-day by its own id; the same stop as the console's, mounted under /his/v1. */
export async function clinicStopsHisRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  route(app, hisStopScheduleEndpoint, async ({ params, body, hisClient, request }) => {
    const scheduleId = await scheduleIdOfHisId(deps.db, params.hisId);
    const result =
      scheduleId === null
        ? null
        : await stopClinic(deps, scheduleId, {
            reason: body.reason,
            actor: `his:${hisClient.clientId}`,
            requestId: request.id,
          });
    if (!result) throw notFound(`排班 ${params.hisId} 不存在`);
    return result;
  });
}
