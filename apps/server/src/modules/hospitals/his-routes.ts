import {
  batchUpsertHisDepartments,
  listHisDepartments,
  putHisDepartment,
} from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { applyHisBatch, applyHisPut } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import { listHisDepartments as listDepartments } from './his-repository.ts';
import { upsertHisDepartment } from './his-service.ts';

/** The departments' HIS endpoints, mounted under /his/v1 by the his module. */
export async function hospitalsHisRoutes(app: FastifyInstance): Promise<void> {
  const announce = () => app.caches.changed('departments');
  route(app, putHisDepartment, ({ params, body }) =>
    applyHisPut(
      app.db,
      params.hisId,
      { ...body, hisId: params.hisId },
      upsertHisDepartment,
      announce,
    ),
  );
  route(app, batchUpsertHisDepartments, ({ body }) =>
    applyHisBatch(app.db, body.items, upsertHisDepartment, announce),
  );
  route(app, listHisDepartments, ({ query }) => listDepartments(app.db, query));
}
