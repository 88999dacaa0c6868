import {
  consoleSchedulesEndpoint,
  updateScheduleCapacityEndpoint,
} from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { listConsoleSchedules } from './repository.ts';
import { changeScheduleCapacity } from './service.ts';

/** The schedule page of the console: half-days with what is sold, and their capacity. */
export async function schedulingModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);

  route(app, consoleSchedulesEndpoint, ({ query }) => listConsoleSchedules(deps.db, query));

  route(app, updateScheduleCapacityEndpoint, async ({ params, body, staff, request }) => {
    const by = { actor: `staff:${staff.id}`, requestId: request.id };
    const schedule = await changeScheduleCapacity(deps, by, params.id, body.capacity);
    if (!schedule) throw notFound('号源不存在');
    return schedule;
  });
}
