import type { CreditedBill, CreditLine, OutpatientPayment } from '@hospital/contract';
import type { HisCreditLineState } from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { cardHolder } from '../patients/index.ts';
import { closeOrder } from '../payments/index.ts';
import { emitWebhook } from '../webhooks/index.ts';
import {
  creditedBillRows,
  creditUse,
  findCreditLine,
  findPayment,
  lockCreditLine,
  markBillsCredited,
  upsertCreditLine,
  withItems,
  type CreditLineRow,
} from './repository.ts';
import { assertPending, confirmedCard, ownPayment, present } from './service.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** Days a patient has to pay a bill put on credit, in the app or at the window. */
export const SETTLE_WITHIN_DAYS = 7;
const SETTLE_WITHIN_MS = SETTLE_WITHIN_DAYS * 24 * 3_600_000;

const dueAt = (creditedAt: Date) => new Date(creditedAt.getTime() + SETTLE_WITHIN_MS);
/** A bill put on credit at or before this is past its day. */
const overdueSince = (now: Date) => new Date(now.getTime() - SETTLE_WITHIN_MS);

/** What a new payment can still put on credit: nothing while disabled or overdue. */
const available = (line: CreditLineRow | null, use: { usedFen: number; overdue: boolean }) =>
  line?.enabled && !use.overdue ? Math.max(0, line.limitFen - use.usedFen) : 0;

/** A patient's credit line, its use and the bills on it, for one of the account's patients. */
export async function creditLineOf(
  deps: Deps,
  userId: number,
  patientCode: string,
): Promise<CreditLine> {
  const cardNo = await confirmedCard(deps, userId, patientCode);
  const now = deps.clock.now();
  const [line, use, rows] = await Promise.all([
    findCreditLine(deps.db, cardNo),
    creditUse(deps.db, cardNo, overdueSince(now)),
    creditedBillRows(deps.db, cardNo),
  ]);
  const bills = await withItems(deps.db, rows);
  return {
    enabled: line?.enabled ?? false,
    limitFen: line?.limitFen ?? 0,
    usedFen: use.usedFen,
    availableFen: available(line, use),
    settleWithinDays: SETTLE_WITHIN_DAYS,
    overdue: use.overdue,
    bills: bills.map((bill, i): CreditedBill => {
      const creditedAt = rows[i]?.creditedAt ?? now;
      return {
        ...bill,
        creditedAt: creditedAt.toISOString(),
        dueAt: dueAt(creditedAt).toISOString(),
      };
    }),
  };
}

/**
 * Puts one of the account's pending payments on its patient's credit line instead of paying
 * it: in one transaction its payment order is closed (a payment still arriving for it is
 * refunded by the payment core), its bills read credited, and the HIS hears `bill.credited`
 * per bill so it can dispense. Asked again, it answers the same payment and changes nothing.
 */
export async function creditPay(
  deps: Deps,
  userId: number,
  id: number,
): Promise<OutpatientPayment> {
  const row = await ownPayment(deps, userId, id);
  if (row.payment.creditedAt) return present(deps, row);
  await assertPending(deps, row.order);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // The payment order's lock first, as the payment path takes it, then the line's.
    if (!(await closeOrder(tx, row.order.id))) {
      const again = await findPayment(tx, id);
      if (again?.payment.creditedAt) return;
      throw conflict('该账单已缴费或已变更，请刷新', 'NOT_PAYABLE');
    }
    const line = await lockCreditLine(tx, row.payment.cardNo);
    if (!line?.enabled) throw conflict('该就诊人未开通先诊疗后付费', 'CREDIT_NOT_ENABLED');
    const use = await creditUse(tx, row.payment.cardNo, overdueSince(now));
    if (use.overdue) throw conflict('有先诊疗后付费的账单已逾期，请先结清', 'CREDIT_OVERDUE');
    if (available(line, use) < row.payment.amountFen)
      throw conflict('先诊疗后付费可用额度不足', 'CREDIT_LIMIT_EXCEEDED');
    const credited = await markBillsCredited(tx, id, now);
    if (credited.length === 0) throw conflict('账单已变更，请刷新后重新选择', 'BILL_CHANGED');
    for (const bill of credited)
      await emitWebhook(tx, 'bill.credited', {
        ...bill,
        dueAt: dueAt(now).toISOString(),
        at: now.toISOString(),
      });
  });
  return present(deps, await ownPayment(deps, userId, id));
}

async function hisState(deps: Deps, line: CreditLineRow): Promise<HisCreditLineState> {
  const use = await creditUse(deps.db, line.cardNo, overdueSince(deps.clock.now()));
  return {
    cardNo: line.cardNo,
    enabled: line.enabled,
    limitFen: line.limitFen,
    usedFen: use.usedFen,
    updatedAt: line.updatedAt.toISOString(),
  };
}

/** The HIS enables, changes or disables a registered card's line; bills on it stay due. */
export async function setCreditLine(
  deps: Deps,
  cardNo: string,
  input: { enabled: boolean; limitFen: number },
): Promise<HisCreditLineState> {
  if (!(await cardHolder(deps, cardNo)))
    throw conflict(`就诊卡 ${cardNo} 未登记，请先登记就诊卡`, 'CARD_UNKNOWN');
  const line = await upsertCreditLine(deps.db, {
    cardNo,
    ...input,
    updatedAt: deps.clock.now(),
  });
  return hisState(deps, line);
}

export async function hisCreditLine(deps: Deps, cardNo: string): Promise<HisCreditLineState> {
  const line = await findCreditLine(deps.db, cardNo);
  if (!line) throw notFound('该就诊卡未设置先诊疗后付费');
  return hisState(deps, line);
}
