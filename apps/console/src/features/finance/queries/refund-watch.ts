import type { FinanceRefund } from '@hospital/contract/console';

/**
 * How often an open order is read again while one of its refunds is still with the worker or
 * the provider: finance sees it end where they look, without closing and reopening the order.
 */
const REFUND_WATCH_MS = 2_000;

const unsettled = (refund: FinanceRefund | null) =>
  refund?.status === 'pending' || refund?.status === 'processing';

/** A query's refetch interval: on while any of these refunds is unsettled, off once all are. */
export const watchUnsettledRefunds = (refunds: readonly (FinanceRefund | null)[]) =>
  refunds.some(unsettled) ? REFUND_WATCH_MS : false;
