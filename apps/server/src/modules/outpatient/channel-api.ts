import type { OutpatientBill } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { PaymentOrder } from '../payments/index.ts';
import { billsOfPayment, findHeldBills, findPayment, withItems } from './repository.ts';

type Deps = Pick<ServerDeps, 'db'>;

/** A bill another payment channel may charge: the HIS's own lines and total, and its card. */
export type PayableBill = OutpatientBill & { cardNo: string };

/**
 * The account's unpaid bills by id, all on one card, with their lines (what an insurer's
 * pre-settlement uploads). 404 for a bill the account does not hold, 409 for one that is
 * no longer unpaid.
 */
export async function payableBills(
  deps: Deps,
  userId: number,
  billIds: number[],
): Promise<PayableBill[]> {
  const rows = await findHeldBills(deps.db, userId, billIds);
  const [first] = rows;
  if (!first || rows.length !== billIds.length || rows.some((row) => row.cardNo !== first.cardNo))
    throw notFound('账单不存在');
  if (rows.some((row) => row.status !== 'unpaid'))
    throw conflict('账单已缴费或已作废，请刷新', 'BILL_CHANGED');
  return (await withItems(deps.db, rows)).map((bill) => ({ ...bill, cardNo: first.cardNo }));
}

/** One of the account's outpatient payments: its payment order, card and the bills it pays. */
export async function outpatientPaymentOf(
  deps: Deps,
  userId: number,
  id: number,
): Promise<{ order: PaymentOrder; cardNo: string; bills: OutpatientBill[] } | null> {
  const row = await findPayment(deps.db, id, userId);
  if (!row) return null;
  return { order: row.order, cardNo: row.payment.cardNo, bills: await billsOfPayment(deps.db, id) };
}
