import { hisRecordVisitEndpoint } from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { recordVisit } from './visit-service.ts';

/** What the HIS tells us of appointments: that the patient was seen. */
export async function appointmentsHisRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  route(app, hisRecordVisitEndpoint, ({ params }) => recordVisit(deps, params.id));
}
