import { hisPutSurveyEndpoint } from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { applyHisPut } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import { upsertHisSurvey } from './his-service.ts';

/** Surveys from the HIS, mounted under /his/v1 by the his module. */
export async function surveysHisRoutes(app: FastifyInstance): Promise<void> {
  route(app, hisPutSurveyEndpoint, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, (tx, item) =>
      upsertHisSurvey({ db: tx }, item),
    ),
  );
}
