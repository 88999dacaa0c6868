import { hisBatchNoticesEndpoint, hisPutNoticeEndpoint } from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { refusedAsConflict, upsertEach } from '../../http/his-upsert.ts';
import { route } from '../../http/route.ts';
import { upsertHisNotice } from './his-service.ts';

/** Hospital notices from the HIS, mounted under /his/v1 by the his module. */
export async function noticesHisRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  route(app, hisPutNoticeEndpoint, async ({ params, body }) =>
    refusedAsConflict(await upsertHisNotice(deps, params.hisId, body)),
  );
  route(app, hisBatchNoticesEndpoint, ({ body }) =>
    upsertEach(body.items, ({ hisId, ...notice }) => upsertHisNotice(deps, hisId, notice)),
  );
}
