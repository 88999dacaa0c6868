import type { FinanceOrder, FinanceRefund, PaymentOrderQuery } from '@hospital/contract/console';
import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  outpatientBills,
  outpatientPaymentBills,
  outpatientPayments,
  paymentOrders,
  refundRequests,
  refunds,
  users,
} from '../../../db/schema/index.ts';

type OrderFilter = Omit<PaymentOrderQuery, 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
};

/** The start of a hospital day as an instant: the providers and the hospital keep Beijing time. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);
const nextDayStart = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

/** 138****1234: enough to recognise a caller, not enough to call them. */
const maskPhone = (phone: string | null) =>
  phone && phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;

/** Paid, less refunds of the kept payment not failed, less requests still waiting. */
const refundableFen =
  sql<number>`case when ${paymentOrders.status} in ('paid', 'partially_refunded')
  then ${paymentOrders.amountFen}
    - coalesce((select sum(${refunds.amountFen}) from ${refunds}
        where ${refunds.orderId} = ${paymentOrders.id} and ${refunds.extraPaymentId} is null
        and ${refunds.status} <> 'failed'), 0)
    - coalesce((select sum(${refundRequests.amountFen}) from ${refundRequests}
        where ${refundRequests.orderId} = ${paymentOrders.id}
        and ${refundRequests.status} = 'pending_approval'), 0)
  else 0 end`.mapWith(Number);

const orderColumns = {
  order: paymentOrders,
  phone: users.phone,
  refundableFen,
};

type OrderRow = {
  order: typeof paymentOrders.$inferSelect;
  phone: string | null;
  refundableFen: number;
};

function toFinanceOrder({ order, phone, refundableFen: refundable }: OrderRow): FinanceOrder {
  return {
    id: order.id,
    outTradeNo: order.outTradeNo,
    subjectType: order.subjectType,
    description: order.description,
    amountFen: order.amountFen,
    refundableFen: refundable,
    channel: order.channel,
    status: order.status,
    providerTradeNo: order.providerTradeNo,
    payerPhone: maskPhone(phone),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** An outpatient payment of the bill with this number, or of the card with this number. */
const paysBillOrCard = (keyword: string): SQL =>
  sql`${paymentOrders.subjectId} in (
    select ${outpatientPayments.id} from ${outpatientPayments}
      where ${outpatientPayments.cardNo} = ${keyword}
    union
    select ${outpatientPaymentBills.paymentId} from ${outpatientPaymentBills}
      join ${outpatientBills} on ${outpatientBills.id} = ${outpatientPaymentBills.billId}
      where ${outpatientBills.hisId} = ${keyword})`;

function conditionsOf(filter: OrderFilter): SQL | undefined {
  const keyword = filter.keyword?.trim();
  return and(
    filter.from ? gte(paymentOrders.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(paymentOrders.createdAt, nextDayStart(filter.to)) : undefined,
    filter.channel ? eq(paymentOrders.channel, filter.channel) : undefined,
    filter.status ? eq(paymentOrders.status, filter.status) : undefined,
    keyword
      ? or(
          eq(paymentOrders.outTradeNo, keyword),
          eq(paymentOrders.providerTradeNo, keyword),
          and(eq(users.phone, keyword), isNull(users.deletedAt)),
          and(eq(paymentOrders.subjectType, 'outpatient'), paysBillOrCard(keyword)),
        )
      : undefined,
  );
}

/** Newest first. */
export async function listOrders(
  db: Database,
  filter: OrderFilter,
): Promise<{ items: FinanceOrder[]; total: number }> {
  const where = conditionsOf(filter);
  const rows = await db
    .select(orderColumns)
    .from(paymentOrders)
    .leftJoin(users, eq(users.id, paymentOrders.userId))
    .where(where)
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [totals] = await db
    .select({ total: count() })
    .from(paymentOrders)
    .leftJoin(users, eq(users.id, paymentOrders.userId))
    .where(where);
  return { items: rows.map(toFinanceOrder), total: totals?.total ?? 0 };
}

export async function findFinanceOrder(
  db: Database,
  id: number,
): Promise<FinanceOrder | undefined> {
  const [row] = await db
    .select(orderColumns)
    .from(paymentOrders)
    .leftJoin(users, eq(users.id, paymentOrders.userId))
    .where(eq(paymentOrders.id, id));
  return row && toFinanceOrder(row);
}

/** Every refund of the order, the extra payments' included, oldest first. */
export async function refundsOfOrder(db: Database, orderId: number): Promise<FinanceRefund[]> {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(refunds.id);
  return rows.map((refund) => ({
    id: refund.id,
    outRefundNo: refund.outRefundNo,
    amountFen: refund.amountFen,
    status: refund.status,
    reason: refund.reason,
    providerRefundNo: refund.providerRefundNo,
    createdAt: refund.createdAt.toISOString(),
    succeededAt: refund.succeededAt?.toISOString() ?? null,
  }));
}

/** Refund requests of the order still waiting for a decision, added up. */
export async function pendingRequestsFen(tx: Database, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${refundRequests.amountFen}), 0)::int` })
    .from(refundRequests)
    .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.status, 'pending_approval')));
  return row?.total ?? 0;
}
