import {
  hisBatchNewsEndpoint,
  hisPutNewsCategoryEndpoint,
  hisPutNewsEndpoint,
} from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { applyHisBatch, applyHisPut } from '../../http/his-batch.ts';
import { route } from '../../http/route.ts';
import { upsertHisNewsArticle, upsertHisNewsCategory } from './his-service.ts';

type Item<T> = T & { hisId: string };
const article = (db: Database, item: Item<Parameters<typeof upsertHisNewsArticle>[1]>) =>
  upsertHisNewsArticle({ db }, item);

/** News categories and articles from the HIS, mounted under /his/v1 by the his module. */
export async function newsHisRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, hisPutNewsCategoryEndpoint, ({ params, body }) =>
    applyHisPut(db, params.hisId, { ...body, hisId: params.hisId }, (tx, item) =>
      upsertHisNewsCategory({ db: tx }, item),
    ),
  );
  route(app, hisPutNewsEndpoint, ({ params, body }) =>
    applyHisPut(db, params.hisId, { ...body, hisId: params.hisId }, article),
  );
  route(app, hisBatchNewsEndpoint, ({ body }) => applyHisBatch(db, body.items, article));
}
