import { batchUpsertHisDoctors, listHisDoctors, putHisDoctor } from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { applyHisBatch, applyHisPut } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import { listHisDoctors as listDoctors } from './his-repository.ts';
import { upsertHisDoctor } from './his-service.ts';

/** The doctors' HIS endpoints, mounted under /his/v1 by the his module. */
export async function doctorsHisRoutes(app: FastifyInstance): Promise<void> {
  route(app, putHisDoctor, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, upsertHisDoctor),
  );
  route(app, batchUpsertHisDoctors, ({ body }) =>
    applyHisBatch(app.db, body.items, upsertHisDoctor),
  );
  route(app, listHisDoctors, ({ query }) => listDoctors(app.db, query));
}
