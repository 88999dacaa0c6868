import type { ConsoleSchedule } from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import { conflict } from '../../http/http-error.ts';
import { recordAudit, type AuditRecord } from '../audit/index.ts';
import { changeCapacity } from '../schedules/index.ts';
import { findConsoleSchedule } from './repository.ts';

/**
 * A scheduler changes a half-day's capacity; the change and its audit line commit
 * together. Refused (409, with the numbers) below what is sold. Null when there is no such
 * half-day.
 */
export async function changeScheduleCapacity(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  by: Required<Pick<AuditRecord, 'actor' | 'requestId'>>,
  id: number,
  capacity: number,
): Promise<ConsoleSchedule | null> {
  return deps.db.transaction(async (tx) => {
    const change = await changeCapacity({ db: tx }, id, capacity);
    if (!change) return null;
    if (!change.changed) throw conflict(change.refusal, 'CAPACITY_REFUSED');
    const after = await findConsoleSchedule(tx, id);
    if (!after) return null;
    await recordAudit(tx, {
      ...by,
      action: 'schedule.capacity',
      entityType: 'schedule',
      entityId: id,
      before: { capacity: change.before.capacity },
      after: { capacity: after.capacity },
      details: { sold: after.sold },
      at: deps.clock.now(),
    });
    return after;
  });
}
