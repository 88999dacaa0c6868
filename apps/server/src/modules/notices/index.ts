import { getNotices, markNoticeRead } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error.ts';
import { route } from '../../http/route.ts';
import { countUnread, listNotices, markAllRead, markRead } from './repo.ts';

export { addWelcomeMessages } from './welcome.ts';

/** The messages tab: personal messages and hospital notices, each read or unread per account. */
export async function noticesModule(app: FastifyInstance): Promise<void> {
  route(app, getNotices, async ({ user }) => listNotices(app.db, user.id, app.clock.now()));

  route(app, markNoticeRead, async ({ body, user }) => {
    const now = app.clock.now();
    if ('all' in body) {
      await markAllRead(app.db, user.id, now);
    } else {
      const [kind, id] = body.id.split('-') as ['message' | 'notice', string];
      // Another account's message is as unknown as a missing one.
      if (!(await markRead(app.db, user.id, kind, Number(id), now))) throw notFound('消息不存在');
    }
    return { unread: await countUnread(app.db, user.id, now) };
  });
}
