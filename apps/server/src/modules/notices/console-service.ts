import {
  HIS_OWNED_MESSAGE,
  type ConsoleNotice,
  type ContentStatusChangeSchema,
  type NoticeInputSchema,
} from '@hospital/contract/console';
import type { z } from 'zod';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffActor } from '../staff/index.ts';
import {
  findConsoleNotice,
  insertDraftNotice,
  setNoticeStatus as setNoticeStatusRow,
  updateNotice as updateNoticeRow,
} from './console-repository.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
type Tx = ServerDeps['db'];

async function mustFind(tx: Tx, id: number) {
  const notice = await findConsoleNotice(tx, id);
  if (!notice) throw notFound('公告不存在');
  return notice;
}

const audit = (tx: Tx, by: StaffActor, at: Date, action: string, id: number, change: object) =>
  recordAudit(tx, {
    actor: `staff:${by.staffId}`,
    action,
    entityType: 'notice',
    entityId: id,
    requestId: by.requestId,
    at,
    ...change,
  });

export function createNotice(
  deps: Deps,
  by: StaffActor,
  input: z.output<typeof NoticeInputSchema>,
): Promise<ConsoleNotice> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const after = await mustFind(tx, await insertDraftNotice(tx, input, now));
    await audit(tx, by, now, 'notice.create', after.id, { after });
    return after;
  });
}

/** The HIS's notices are its own: a change here would be undone on its next push. */
export function updateNotice(
  deps: Deps,
  by: StaffActor,
  id: number,
  input: z.output<typeof NoticeInputSchema>,
): Promise<ConsoleNotice> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await mustFind(tx, id);
    if (before.hisId) throw conflict(HIS_OWNED_MESSAGE, 'HIS_OWNED');
    await updateNoticeRow(tx, id, input);
    const after = await mustFind(tx, id);
    await audit(tx, by, now, 'notice.update', id, { before, after });
    return after;
  });
}

export function setNoticeStatus(
  deps: Deps,
  by: StaffActor,
  id: number,
  { status }: z.output<typeof ContentStatusChangeSchema>,
): Promise<ConsoleNotice> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await mustFind(tx, id);
    if (before.hisId) throw conflict(HIS_OWNED_MESSAGE, 'HIS_OWNED');
    if (status === 'published' && before.status === 'published') {
      throw conflict('公告已发布', 'ALREADY_PUBLISHED');
    }
    if (status === 'withdrawn' && before.status !== 'published') {
      throw conflict('只有已发布的公告可以撤回', 'NOT_PUBLISHED');
    }
    await setNoticeStatusRow(tx, id, status, status === 'published' ? now : undefined);
    const after = await mustFind(tx, id);
    const action = status === 'published' ? 'notice.publish' : 'notice.withdraw';
    await audit(tx, by, now, action, id, { before, after });
    return after;
  });
}
