import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { hisApiDocs } from '../../http/docs.ts';
import { hisAreas } from './areas.ts';
import { ensureDemoHisClient } from './token-service.ts';

/**
 * Every `/his/v1` route, in one scope of its own: the HIS's own rate limit (the patients'
 * global one leaves `/his/` alone), its own OpenAPI document, then each area's routes.
 */
export async function hisModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  if (deps.config.demo) await ensureDemoHisClient(deps);
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: deps.config.his.ratePerMinute,
      timeWindow: '1 minute',
    }),
  );
  if (deps.config.apiDocs) await hisApiDocs(app);
  for (const area of hisAreas) await app.register(area);
}
