import type { FastifyInstance } from 'fastify';
import { followDepositPayments } from './deposit-service.ts';
import { inpatientRoutes } from './routes.ts';

export { inpatientHisRoutes } from './his-routes.ts';
export { closeLapsedDeposits } from './deposit-service.ts';

/**
 * Inpatient care: the stays, daily costs, deposits and discharge checks the HIS sends, and
 * deposit top-ups through the payment core. The self-admission and self-discharge modules
 * build on the small API below, never on this module's tables.
 */
export function inpatientModule(app: FastifyInstance): Promise<void> {
  followDepositPayments();
  inpatientRoutes(app);
  return Promise.resolve();
}

/** A stay the account follows (bound it, or owns its card), with money; 404 otherwise. */
export { visibleStay, presentStay, dischargeProgress } from './service.ts';
export {
  findVisibleStay,
  findStayByNo,
  /** Paid deposits of a stay, newest first, each with its payment order (null at the window). */
  depositsWithOrders as depositsOfStay,
  depositTotalFen,
  costTotalFen,
  lockStay,
  markStaySettled,
  type DepositWithOrder,
  type StayRow,
  type StayWithMoney,
} from './repository.ts';
