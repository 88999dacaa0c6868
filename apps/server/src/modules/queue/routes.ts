import { csQueueQuery, getQueueQuery, radiationQueueQuery } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { clinicQueues, myQueuePositions } from './service.ts';

export function queueRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, csQueueQuery, ({ query, user }) =>
    myQueuePositions(deps, user.id, query.appointmentId, false),
  );

  route(app, radiationQueueQuery, ({ query, user }) =>
    myQueuePositions(deps, user.id, query.appointmentId, true),
  );

  route(app, getQueueQuery, ({ query }) => clinicQueues(deps, query.deptCode));
}
