import {
  bodyPartListEndpoint,
  partSymptomDeptEndpoint,
  partSymptomEndpoint,
  precheckDataEndpoint,
  savePrecheckEndpoint,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { triageConsoleRoutes } from './console-routes.ts';
import { bodyPartList, guidance, partSymptoms, precheckData, savePrecheck } from './service.ts';

/** Guidance by body part, pre-diagnosis before a booked visit, and the console's side of both. */
export async function triageModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);

  route(app, bodyPartListEndpoint, ({ query }) => bodyPartList(deps, query.figure));

  route(app, partSymptomEndpoint, ({ params, query }) =>
    partSymptoms(deps, params.id, query.figure),
  );

  route(app, partSymptomDeptEndpoint, ({ params, query }) => guidance(deps, params.id, query));

  route(app, precheckDataEndpoint, ({ query, user }) =>
    precheckData(deps, user.id, query.appointmentId),
  );

  route(app, savePrecheckEndpoint, ({ body, user }) => savePrecheck(deps, user.id, body));

  triageConsoleRoutes(app);
}
