import type { MarkNoticeRead, NoticeList } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { countUnread, listNotices, markAllRead, markRead } from './repository.ts';

type NoticeDeps = Pick<ServerDeps, 'db' | 'clock'>;

export function listNoticesOf(deps: NoticeDeps, userId: number): Promise<NoticeList> {
  return listNotices(deps.db, userId, deps.clock.now());
}

/** The unread count after marking; null when the account has no such message or notice. */
export async function markNoticesRead(
  deps: NoticeDeps,
  userId: number,
  body: MarkNoticeRead,
): Promise<number | null> {
  const now = deps.clock.now();
  if ('all' in body) {
    await markAllRead(deps.db, userId, now);
  } else {
    const [kind, id] = body.id.split('-') as ['message' | 'notice', string];
    // Another account's message is as unknown as a missing one.
    if (!(await markRead(deps.db, userId, kind, Number(id), now))) return null;
  }
  return countUnread(deps.db, userId, now);
}
