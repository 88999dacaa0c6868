import type { CostBreakdown } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import type { AppointmentRecord } from './repo.ts';
import { refundState } from './cancel.ts';

/** Registration is one line today: the fee of the half-day, as the schedule priced it. */
export async function costBreakdown(
  app: FastifyInstance,
  row: AppointmentRecord['appointment'],
): Promise<CostBreakdown> {
  const refund = await refundState(app, row);
  const paidFen = row.paidWith === 'credit' ? row.feeFen : refund.paidFen;
  return {
    items: [{ name: '挂号费', amountFen: row.feeFen }],
    totalFen: row.feeFen,
    paidFen,
    refundedFen: refund.refundedFen,
  };
}
