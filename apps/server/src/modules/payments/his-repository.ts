import type { HisSettlement } from '@hospital/contract/his';
import { and, asc, eq, gt, gte, lte, or, sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { extraPayments, paymentOrders, refunds } from '../../db/schema/index.ts';

/** Payments, extra payments and refunds settled at the same instant come in this order. */
export const SETTLEMENT_RANKS = { payment: 0, extra_payment: 1, refund: 2 } as const;

/** A place in the settlement order: (settledAt, rank of the kind, row id). */
export interface SettlementPosition {
  settledAt: Date;
  rank: number;
  id: number;
}

export interface SettlementRow extends Omit<HisSettlement, 'settledAt'> {
  id: number;
  settledAt: Date;
}

/**
 * The rows of one kind after `after` and settled no later than `until`, in the order the
 * index on (settled column, id) keeps. Past the tuple (settledAt, rank, id) reads, for one
 * kind, as a plain condition on its own columns.
 */
function window(
  kind: keyof typeof SETTLEMENT_RANKS,
  settledAt: AnyColumn,
  id: AnyColumn,
  after: SettlementPosition,
  until: Date,
): SQL | undefined {
  const rank = SETTLEMENT_RANKS[kind];
  const past =
    rank > after.rank
      ? gte(settledAt, after.settledAt)
      : rank < after.rank
        ? gt(settledAt, after.settledAt)
        : or(gt(settledAt, after.settledAt), and(eq(settledAt, after.settledAt), gt(id, after.id)));
  return and(past, lte(settledAt, until));
}

const providerOf = (channel: SQL | AnyColumn) =>
  sql<
    'wechat' | 'alipay' | 'medicare'
  >`case when ${channel} = 'wechat_jsapi' then 'wechat' when ${channel} in ('wechat_medicare', 'hcare') then 'medicare' else 'alipay' end`;

function keptPayments(db: Database, after: SettlementPosition, until: Date, limit: number) {
  return db
    .select({
      kind: sql<'payment'>`'payment'`,
      id: paymentOrders.id,
      outTradeNo: paymentOrders.outTradeNo,
      outRefundNo: sql<null>`null`,
      subjectType: paymentOrders.subjectType,
      subjectId: paymentOrders.subjectId,
      provider: providerOf(paymentOrders.channel),
      providerNo: paymentOrders.providerTradeNo,
      amountFen: paymentOrders.amountFen,
      settledAt: sql<Date>`${paymentOrders.settledAt}`.mapWith(paymentOrders.settledAt),
    })
    .from(paymentOrders)
    .where(window('payment', paymentOrders.settledAt, paymentOrders.id, after, until))
    .orderBy(asc(paymentOrders.settledAt), asc(paymentOrders.id))
    .limit(limit);
}

function extras(db: Database, after: SettlementPosition, until: Date, limit: number) {
  return db
    .select({
      kind: sql<'extra_payment'>`'extra_payment'`,
      id: extraPayments.id,
      outTradeNo: paymentOrders.outTradeNo,
      outRefundNo: sql<null>`null`,
      subjectType: paymentOrders.subjectType,
      subjectId: paymentOrders.subjectId,
      provider: extraPayments.provider,
      providerNo: extraPayments.providerTradeNo,
      amountFen: extraPayments.amountFen,
      settledAt: sql<Date>`${extraPayments.settledAt}`.mapWith(extraPayments.settledAt),
    })
    .from(extraPayments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, extraPayments.orderId))
    .where(window('extra_payment', extraPayments.settledAt, extraPayments.id, after, until))
    .orderBy(asc(extraPayments.settledAt), asc(extraPayments.id))
    .limit(limit);
}

function succeededRefunds(db: Database, after: SettlementPosition, until: Date, limit: number) {
  return db
    .select({
      kind: sql<'refund'>`'refund'`,
      id: refunds.id,
      outTradeNo: paymentOrders.outTradeNo,
      outRefundNo: refunds.outRefundNo,
      subjectType: paymentOrders.subjectType,
      subjectId: paymentOrders.subjectId,
      // An extra payment's refund goes back where that payment came from.
      provider: sql<
        'wechat' | 'alipay' | 'medicare'
      >`coalesce(${extraPayments.provider}, ${providerOf(paymentOrders.channel)})`,
      providerNo: refunds.providerRefundNo,
      amountFen: refunds.amountFen,
      settledAt: sql<Date>`${refunds.succeededAt}`.mapWith(refunds.succeededAt),
    })
    .from(refunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, refunds.orderId))
    .leftJoin(extraPayments, eq(extraPayments.id, refunds.extraPaymentId))
    .where(window('refund', refunds.succeededAt, refunds.id, after, until))
    .orderBy(asc(refunds.succeededAt), asc(refunds.id))
    .limit(limit);
}

const positionOf = (row: SettlementRow): [number, number, number] => [
  row.settledAt.getTime(),
  SETTLEMENT_RANKS[row.kind],
  row.id,
];

function bySettlement(a: SettlementRow, b: SettlementRow): number {
  const [left, right] = [positionOf(a), positionOf(b)];
  for (let i = 0; i < left.length; i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Up to `limit` settlements after `after`, settled no later than `until`, in settlement
 * order: each kind read by its own index, then merged.
 */
export async function listSettlements(
  db: Database,
  after: SettlementPosition,
  until: Date,
  limit: number,
): Promise<SettlementRow[]> {
  const kinds = await Promise.all([
    keptPayments(db, after, until, limit),
    extras(db, after, until, limit),
    succeededRefunds(db, after, until, limit),
  ]);
  return kinds.flat().sort(bySettlement).slice(0, limit);
}
