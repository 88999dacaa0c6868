import { batchUpsertHisNatItems, listHisNatItems, putHisNatItem } from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { applyHisBatch, applyHisPut } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import { listHisNatItems as listItems } from './his-repository.ts';
import { upsertHisNatItem } from './his-service.ts';

/** The nucleic-acid test items' HIS endpoints, mounted under /his/v1 by the his module. */
export function natHisRoutes(app: FastifyInstance): Promise<void> {
  route(app, putHisNatItem, ({ params, body }) =>
    applyHisPut(app.db, params.hisId, { ...body, hisId: params.hisId }, upsertHisNatItem),
  );
  route(app, batchUpsertHisNatItems, ({ body }) =>
    applyHisBatch(app.db, body.items, upsertHisNatItem),
  );
  route(app, listHisNatItems, ({ query }) => listItems(app.db, query));
  return Promise.resolve();
}
