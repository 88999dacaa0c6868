import { batchUpsertHisSchedules, putHisSchedule } from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { applyHisBatch, applyHisPut } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import { upsertHisSchedule } from './his-service.ts';

/** The half-days' HIS endpoints, mounted under /his/v1 by the his module. */
export async function schedulesHisRoutes(app: FastifyInstance): Promise<void> {
  route(app, putHisSchedule, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, upsertHisSchedule),
  );
  route(app, batchUpsertHisSchedules, ({ body }) =>
    applyHisBatch(app.db, body.items, upsertHisSchedule),
  );
}
