import { getMe } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { findMe } from './repo.ts';

export async function userModule(app: FastifyInstance): Promise<void> {
  route(app, getMe, async ({ user }) => {
    const me = await findMe(app.db, user.id);
    if (!me) throw notFound('用户不存在');
    return me;
  });
}
