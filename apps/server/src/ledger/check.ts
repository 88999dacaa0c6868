import { and, eq, gt, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appointments, paymentOrders } from '../db/schema/index.ts';

export interface InvariantReport {
  name: string;
  /** The rule, as the report prints it. */
  rule: string;
  violations: number;
  /** A few offending ids (appointments or payment orders, as the rule says) to start from. */
  examples: number[];
}

const EXAMPLES = 10;

/**
 * Drizzle leaves the table off column names in a one-table select, which would bind the
 * correlated subqueries below to the wrong table; these are spelled out.
 */
const ORDER_ID = sql.raw('"payment_orders"."id"');
const ORDER_AMOUNT = sql.raw('"payment_orders"."amount_fen"');
const ORDER_PAID_AT = sql.raw('"payment_orders"."paid_at"');

/**
 * A payment the provider vouches for: a payment notify (WeChat TRANSACTION.SUCCESS, Alipay
 * TRADE_SUCCESS / TRADE_FINISHED) or our query of the trade, counted once per provider trade
 * number however many events name it. Refund notifies are not payments.
 */
const CONFIRMED = sql<number>`(select count(distinct coalesce(e.payload->'resource'->>'transaction_id', e.payload->>'trade_no'))
  from payment_events e where e.order_id = ${ORDER_ID}
  and (e.provider_event_id like 'TRANSACTION.SUCCESS:%' or e.provider_event_id like 'TRADE_SUCCESS:%'
    or e.provider_event_id like 'TRADE_FINISHED:%' or e.provider_event_id like 'query:%'))::int`;

/** Over the refunds that went through or are under way: failed ones moved no money. */
const overRefunds = (aggregate: SQL, extra: SQL = sql`true`) =>
  sql<number>`(select ${aggregate} from refunds r
    where r.order_id = ${ORDER_ID} and r.status <> 'failed' and ${extra})::int`;

/**
 * Per payment order: how many payments the providers confirmed, and the refunds against
 * it. An order marked paid counts at least one payment, so a missing confirmation does
 * not also hide its refunds.
 */
function orderMoney(db: Database) {
  return db
    .select({
      orderId: sql<number>`${ORDER_ID}`.as('order_id'),
      amountFen: sql<number>`${ORDER_AMOUNT}`.as('amount_fen'),
      markedPaid: sql<boolean>`${ORDER_PAID_AT} is not null`.as('marked_paid'),
      confirmed: CONFIRMED.as('confirmed'),
      payments:
        sql<number>`greatest(${CONFIRMED}, case when ${ORDER_PAID_AT} is null then 0 else 1 end)`.as(
          'payments',
        ),
      refunds: overRefunds(sql`count(*)`).as('refunds'),
      fullRefunds: overRefunds(sql`count(*)`, sql`r.amount_fen = ${ORDER_AMOUNT}`).as(
        'full_refunds',
      ),
      refundedFen: overRefunds(sql`coalesce(sum(r.amount_fen), 0)`).as('refunded_fen'),
    })
    .from(paymentOrders)
    .as('order_money');
}

async function countAndExamples(query: () => Promise<{ id: number }[]>) {
  const rows = await query();
  return { violations: rows.length, examples: rows.slice(0, EXAMPLES).map((row) => row.id) };
}

/**
 * The money invariants, each with its count of violations, on any database. Read-only:
 * safe against a live server, though a payment or cancel caught midway may show until its
 * worker finishes.
 */
export async function checkLedger(db: Database): Promise<InvariantReport[]> {
  const money = orderMoney(db);
  const appointmentsWithMoney = (where: SQL | undefined) =>
    db
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(money, eq(money.orderId, appointments.paymentOrderId))
      .where(where)
      .orderBy(appointments.id);
  const ordersWhere = (where: SQL | undefined) =>
    db.select({ id: money.orderId }).from(money).where(where).orderBy(money.orderId);

  const checks: { name: string; rule: string; query: () => Promise<{ id: number }[]> }[] = [
    {
      name: 'cancelled-paid-refunded-once',
      rule: 'every cancelled paid appointment has exactly one refund per payment (successful or in progress)',
      query: () =>
        appointmentsWithMoney(
          and(
            inArray(appointments.status, ['canceled', 'refunded']),
            eq(appointments.paidWith, 'online'),
            sql`${money.refunds} <> ${money.payments}`,
          ),
        ),
    },
    {
      name: 'refunds-within-paid',
      rule: 'refunds never exceed what was paid for the order',
      query: () => ordersWhere(gt(money.refundedFen, sql`${money.amountFen} * ${money.payments}`)),
    },
    {
      name: 'paid-orders-confirmed',
      rule: 'every paid order has its provider confirmation (a payment event)',
      query: () => ordersWhere(and(eq(money.markedPaid, true), eq(money.confirmed, 0))),
    },
    {
      name: 'live-not-refunded',
      rule: 'no appointment is both live (pending, paid or visited) and refunded',
      query: () =>
        appointmentsWithMoney(
          and(
            inArray(appointments.status, ['pending_payment', 'paid', 'visited']),
            or(
              isNotNull(appointments.refundedAt),
              and(gt(money.refunds, 0), sql`${money.refunds} >= ${money.payments}`),
            ),
          ),
        ),
    },
    {
      name: 'one-kept-payment',
      rule: 'no order keeps two successful payments (every extra payment is refunded)',
      query: () => ordersWhere(gt(sql`${money.payments} - ${money.fullRefunds}`, 1)),
    },
  ];

  const reports: InvariantReport[] = [];
  for (const check of checks)
    reports.push({ name: check.name, rule: check.rule, ...(await countAndExamples(check.query)) });
  return reports;
}

/** The report as printed: one line per invariant with its count, and a few ids to look at. */
export function formatLedgerReport(reports: InvariantReport[]): string {
  return reports
    .map((report) => {
      const mark = report.violations === 0 ? 'ok  ' : 'FAIL';
      const examples = report.examples.length > 0 ? ` (e.g. ${report.examples.join(', ')})` : '';
      return `${mark} ${report.violations} ${report.rule}${examples}`;
    })
    .join('\n');
}
