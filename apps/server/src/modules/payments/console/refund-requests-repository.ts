import type { RefundRequest, RefundRequestQuery } from '@hospital/contract/console';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { paymentOrders, refundRequests, staffUsers } from '../../../db/schema/index.ts';

export type RefundRequestRow = typeof refundRequests.$inferSelect;

const requester = alias(staffUsers, 'requester');
const decider = alias(staffUsers, 'decider');

const viewColumns = {
  request: refundRequests,
  outTradeNo: paymentOrders.outTradeNo,
  orderAmountFen: paymentOrders.amountFen,
  requesterName: requester.name,
  deciderName: decider.name,
};

function toView(row: {
  request: RefundRequestRow;
  outTradeNo: string;
  orderAmountFen: number;
  requesterName: string;
  deciderName: string | null;
}): RefundRequest {
  const { request } = row;
  return {
    id: request.id,
    orderId: request.orderId,
    outTradeNo: row.outTradeNo,
    orderAmountFen: row.orderAmountFen,
    outRefundNo: request.outRefundNo,
    amountFen: request.amountFen,
    reason: request.reason,
    status: request.status,
    requestedBy: { id: request.requestedBy, name: row.requesterName },
    requestedAt: request.requestedAt.toISOString(),
    decidedBy:
      request.decidedBy === null ? null : { id: request.decidedBy, name: row.deciderName ?? '' },
    decidedAt: request.decidedAt?.toISOString() ?? null,
    decisionNote: request.decisionNote,
    refundId: request.refundId,
  };
}

const viewQuery = (db: Database) =>
  db
    .select(viewColumns)
    .from(refundRequests)
    .innerJoin(paymentOrders, eq(paymentOrders.id, refundRequests.orderId))
    .innerJoin(requester, eq(requester.id, refundRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, refundRequests.decidedBy));

export async function findRefundRequestView(
  db: Database,
  id: number,
): Promise<RefundRequest | undefined> {
  const [row] = await viewQuery(db).where(eq(refundRequests.id, id));
  return row && toView(row);
}

/** Newest first. */
export async function listRefundRequests(
  db: Database,
  filter: Omit<RefundRequestQuery, 'page' | 'pageSize'> & { page: number; pageSize: number },
): Promise<{ items: RefundRequest[]; total: number }> {
  const where = filter.status ? eq(refundRequests.status, filter.status) : undefined;
  const rows = await viewQuery(db)
    .where(where)
    .orderBy(desc(refundRequests.requestedAt), desc(refundRequests.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [totals] = await db.select({ total: count() }).from(refundRequests).where(where);
  return { items: rows.map(toView), total: totals?.total ?? 0 };
}

export async function requestsOfOrder(db: Database, orderId: number): Promise<RefundRequest[]> {
  const rows = await viewQuery(db)
    .where(eq(refundRequests.orderId, orderId))
    .orderBy(refundRequests.id);
  return rows.map(toView);
}

export async function findRequestByOutRefundNo(
  db: Database,
  outRefundNo: string,
): Promise<RefundRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.outRefundNo, outRefundNo));
  return row;
}

export async function lockRefundRequest(
  tx: Database,
  id: number,
): Promise<RefundRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.id, id))
    .for('update');
  return row;
}

export async function insertRefundRequest(
  tx: Database,
  values: typeof refundRequests.$inferInsert,
): Promise<RefundRequestRow> {
  const [row] = await tx.insert(refundRequests).values(values).returning();
  if (!row) throw new Error('refund request not inserted');
  return row;
}

export async function decideRefundRequest(
  tx: Database,
  id: number,
  decision: Pick<
    RefundRequestRow,
    'status' | 'decidedBy' | 'decidedAt' | 'decisionNote' | 'refundId'
  >,
): Promise<void> {
  await tx.update(refundRequests).set(decision).where(eq(refundRequests.id, id));
}
