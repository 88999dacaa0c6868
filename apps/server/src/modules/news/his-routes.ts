import {
  hisBatchNewsEndpoint,
  hisPutNewsCategoryEndpoint,
  hisPutNewsEndpoint,
} from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { refusedAsConflict, upsertEach } from '../../http/his-upsert.ts';
import { route } from '../../http/route.ts';
import { upsertHisNewsArticle, upsertHisNewsCategory } from './his-service.ts';

/** News categories and articles from the HIS, mounted under /his/v1 by the his module. */
export async function newsHisRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  route(app, hisPutNewsCategoryEndpoint, async ({ params, body }) =>
    refusedAsConflict(await upsertHisNewsCategory(deps, params.hisId, body)),
  );
  route(app, hisPutNewsEndpoint, async ({ params, body }) =>
    refusedAsConflict(await upsertHisNewsArticle(deps, params.hisId, body)),
  );
  route(app, hisBatchNewsEndpoint, ({ body }) =>
    upsertEach(body.items, ({ hisId, ...article }) => upsertHisNewsArticle(deps, hisId, article)),
  );
}
