import { jsapiConfigEndpoint, oaConfigEndpoint } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { HttpError } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';

/** GET /api/wx-api/*: host sign-in settings and the JS-SDK signature. */
export async function wxApiModule(app: FastifyInstance): Promise<void> {
  const { providers } = depsOf(app);
  route(app, oaConfigEndpoint, () => Promise.resolve(providers.oaConfig));

  route(app, jsapiConfigEndpoint, ({ query }) => {
    const jsapi = providers.jsapi;
    if (!jsapi) throw new HttpError(503, '未配置微信公众号', 'WECHAT_NOT_CONFIGURED');
    return jsapi.getConfig(query.url);
  });
}
