import type { HisVisit } from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { findAppointmentRow, markVisited } from './repository.ts';

/**
 * The HIS records that the doctor saw the patient; from then on the patient may rate the
 * doctor. Only a paid appointment can have been seen: an unpaid, cancelled or refunded one
 * is refused.
 */
export async function recordVisit(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  id: number,
): Promise<HisVisit> {
  const now = deps.clock.now();
  if (await markVisited(deps.db, id, now))
    return { appointmentId: id, visitedAt: now.toISOString(), alreadyVisited: false };
  const row = await findAppointmentRow(deps.db, id);
  if (!row) throw notFound(`预约 ${id} 不存在`);
  if (row.status === 'visited' && row.visitedAt)
    return { appointmentId: id, visitedAt: row.visitedAt.toISOString(), alreadyVisited: true };
  throw conflict(`预约 ${id} 未支付或已取消，不能记为已就诊`, 'NOT_PAID');
}
