import { hisBatchNoticesEndpoint, hisPutNoticeEndpoint } from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { applyHisBatch, applyHisPut } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import { upsertNotice } from './his-repository.ts';

/**
 * Hospital notices from the HIS, mounted under /his/v1 by the his module. A notice has no
 * rule beyond its shape, so the write goes straight to the repository.
 */
export async function noticesHisRoutes(app: FastifyInstance): Promise<void> {
  const { db } = depsOf(app);
  route(app, hisPutNoticeEndpoint, ({ params, body }) =>
    applyHisPut(db, params.hisId, { ...body, hisId: params.hisId }, upsertNotice),
  );
  route(app, hisBatchNoticesEndpoint, ({ body }) => applyHisBatch(db, body.items, upsertNotice));
}
