import { noticesEndpoint, markNoticeReadEndpoint } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { noticesConsoleRoutes } from './console-routes.ts';
import { listNoticesOf, markNoticesRead } from './service.ts';

/** The messages tab: personal messages and hospital notices, each read or unread per account. */
export async function noticesModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  route(app, noticesEndpoint, ({ user }) => listNoticesOf(deps, user.id));

  route(app, markNoticeReadEndpoint, async ({ body, user }) => {
    const unread = await markNoticesRead(deps, user.id, body);
    if (unread === null) throw notFound('消息不存在');
    return { unread };
  });

  noticesConsoleRoutes(app);
}
