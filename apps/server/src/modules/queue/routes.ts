import {
  csQueueQueryEndpoint,
  queueQueryEndpoint,
  radiationQueueQueryEndpoint,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { clinicQueues, myQueuePositions } from './service.ts';

export function queueRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, csQueueQueryEndpoint, ({ query, user }) =>
    myQueuePositions(deps, user.id, query.appointmentId, false),
  );

  route(app, radiationQueueQueryEndpoint, ({ query, user }) =>
    myQueuePositions(deps, user.id, query.appointmentId, true),
  );

  route(app, queueQueryEndpoint, ({ query }) => clinicQueues(deps, query.deptCode));
}
