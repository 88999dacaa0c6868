import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { alipayGateway } from './alipay-gateway.ts';
import { alipayPages } from './alipay-pages.ts';
import { smsInbox } from './sms-inbox.ts';
import { avatarSvg, findUser } from './users.ts';
import { wechatApi } from './wechat-api.ts';
import { wechatPages } from './wechat-pages.ts';

/**
 * Local twins of WeChat and Alipay under /sandbox/*: consent pages and host APIs speaking
 * the real protocols. Mounted only when SANDBOX is on (app.providers.sandbox is set).
 */
export async function sandboxModule(app: FastifyInstance): Promise<void> {
  const sandbox = depsOf(app).providers.sandbox;
  if (!sandbox) return;
  // The consent forms and the gateway post form bodies.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  wechatPages(app, sandbox);
  wechatApi(app, sandbox);
  alipayPages(app, sandbox);
  alipayGateway(app, sandbox);
  smsInbox(app);

  app.get<{ Params: { key: string } }>('/sandbox/avatars/:key.svg', async (request, reply) => {
    const user = findUser(request.params.key);
    if (!user) return reply.code(404).send({ message: '未找到相关记录' });
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(avatarSvg(user));
  });
}
