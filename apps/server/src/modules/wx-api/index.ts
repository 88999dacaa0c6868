import { getJsapiConfig, getOaConfig } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';

/** GET /api/wx-api/*: host sign-in settings and the JS-SDK signature. */
export function wxApiModule(app: FastifyInstance): Promise<void> {
  route(app, getOaConfig, () => Promise.resolve(app.providers.oaConfig));

  route(app, getJsapiConfig, ({ query }) => {
    const jsapi = app.providers.jsapi;
    if (!jsapi) throw new HttpError(503, '未配置微信公众号', 'WECHAT_NOT_CONFIGURED');
    return jsapi.getConfig(query.url);
  });
  return Promise.resolve();
}
