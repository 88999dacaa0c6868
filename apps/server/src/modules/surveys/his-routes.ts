import { hisPutSurveyEndpoint } from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { refusedAsConflict } from '../../http/his-upsert.ts';
import { route } from '../../http/route.ts';
import { upsertHisSurvey } from './his-service.ts';

/** Surveys from the HIS, mounted under /his/v1 by the his module. */
export async function surveysHisRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  route(app, hisPutSurveyEndpoint, async ({ params, body }) =>
    refusedAsConflict(await upsertHisSurvey(deps, params.hisId, body)),
  );
}
