import {
  batchUpsertHisExamOrders,
  batchUpsertHisExamPeriods,
  batchUpsertHisExamRooms,
  putHisExamOrder,
  putHisExamPeriod,
  putHisExamRoom,
} from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { applyHisBatch, applyHisPut } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import { upsertExamOrder, upsertExamPeriod, upsertExamRoom } from './his-service.ts';

/** Exam rooms, their periods and the exams ordered on cards, mounted under /his/v1. */
export async function examsHisRoutes(app: FastifyInstance): Promise<void> {
  route(app, putHisExamRoom, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, upsertExamRoom),
  );
  route(app, batchUpsertHisExamRooms, ({ body }) =>
    applyHisBatch(app.db, body.items, upsertExamRoom),
  );
  route(app, putHisExamPeriod, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, upsertExamPeriod),
  );
  route(app, batchUpsertHisExamPeriods, ({ body }) =>
    applyHisBatch(app.db, body.items, upsertExamPeriod),
  );
  route(app, putHisExamOrder, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, upsertExamOrder),
  );
  route(app, batchUpsertHisExamOrders, ({ body }) =>
    applyHisBatch(app.db, body.items, upsertExamOrder),
  );
}
