import type { CostBreakdown } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { refundState } from './cancel-service.ts';
import { ownAppointment } from './service.ts';

/** Registration is one line today: the fee of the half-day, as the schedule priced it. */
export async function costBreakdown(
  deps: Pick<ServerDeps, 'db'>,
  userId: number,
  id: number,
): Promise<CostBreakdown> {
  const { appointment: row } = await ownAppointment(deps, userId, id);
  const refund = await refundState(deps, row);
  const paidFen = row.paidWith === 'credit' ? row.feeFen : refund.paidFen;
  return {
    items: [{ name: '挂号费', amountFen: row.feeFen }],
    totalFen: row.feeFen,
    paidFen,
    refundedFen: refund.refundedFen,
  };
}
