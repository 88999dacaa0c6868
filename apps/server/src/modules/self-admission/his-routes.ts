import {
  batchUpsertHisAdmissionNotices,
  listHisAdmissionNotices,
  putHisAdmissionNotice,
} from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { applyHisBatch, applyHisPut } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import { listHisNotices } from './his-repository.ts';
import { upsertHisAdmissionNotice } from './his-service.ts';

/** The pre-admission notices' HIS endpoints, mounted under /his/v1 by the his module. */
export function selfAdmissionHisRoutes(app: FastifyInstance): Promise<void> {
  route(app, putHisAdmissionNotice, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, upsertHisAdmissionNotice),
  );
  route(app, batchUpsertHisAdmissionNotices, ({ body }) =>
    applyHisBatch(app.db, body.items, upsertHisAdmissionNotice),
  );
  route(app, listHisAdmissionNotices, ({ query }) => listHisNotices(app.db, query));
  return Promise.resolve();
}
