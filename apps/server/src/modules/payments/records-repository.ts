import {
  PaymentTextTemplateSchema,
  RefundReasonKeySchema,
  storedTemplate,
  type PaymentRecord,
  type PaymentRecordDetail,
} from '@hospital/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentOrders, refunds } from '../../db/schema/index.ts';

// What went back of the payment the order kept; an extra payment's refund is listed apart.
// Written out in full: a correlated subquery needs qualified names, which the query builder
// leaves off when it selects from a single table.
const refundedFen = sql<number>`coalesce((
  select sum(r.amount_fen) from refunds r
  where r.order_id = payment_orders.id and r.status = 'success' and r.extra_payment_id is null
), 0)::int`;

// Medical insurance is a channel of this payment core: the split the insurer settled is what
// the payment was made of, so the record reads it with the order (the paid settlement; an
// answer superseded, expired or reversed paid nothing).
const insuranceSplit = sql<PaymentRecord['insuranceSplit']>`(
  select json_build_object(
    'totalFen', s.total_fen, 'fundFen', s.fund_fen, 'psnAcctFen', s.psn_acct_fen, 'cashFen', s.cash_fen
  ) from insurance_settlements s
  where s.order_id = payment_orders.id and s.status = 'paid'
  order by s.id desc limit 1
)`;

const recordColumns = {
  id: paymentOrders.id,
  outTradeNo: paymentOrders.outTradeNo,
  subjectType: paymentOrders.subjectType,
  subjectId: paymentOrders.subjectId,
  description: paymentOrders.description,
  descriptionKey: paymentOrders.descriptionKey,
  descriptionParams: paymentOrders.descriptionParams,
  amountFen: paymentOrders.amountFen,
  status: paymentOrders.status,
  channel: paymentOrders.channel,
  paidAt: paymentOrders.paidAt,
  createdAt: paymentOrders.createdAt,
  providerTradeNo: paymentOrders.providerTradeNo,
  refundedFen,
  insuranceSplit,
};

type RecordRow = {
  paidAt: Date | null;
  createdAt: Date;
  providerTradeNo: string | null;
  descriptionKey: string | null;
  descriptionParams: unknown;
} & Omit<PaymentRecord, 'paidAt' | 'createdAt' | 'descriptionTemplate'>;

function toRecord({
  providerTradeNo: _providerTradeNo,
  descriptionKey,
  descriptionParams,
  ...row
}: RecordRow): PaymentRecord {
  return {
    ...row,
    descriptionTemplate: storedTemplate(
      PaymentTextTemplateSchema,
      descriptionKey,
      descriptionParams,
    ),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account's payments, newest first. */
export async function listPaymentRecords(db: Database, userId: number): Promise<PaymentRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id));
  return rows.map(toRecord);
}

/** One payment with its refunds; undefined when missing or another account's. */
export async function findPaymentRecord(
  db: Database,
  userId: number,
  id: number,
): Promise<PaymentRecordDetail | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.userId, userId)));
  if (!row) return undefined;
  const refundRows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, id))
    .orderBy(refunds.id);
  return {
    ...toRecord(row),
    providerTradeNo: row.providerTradeNo,
    refunds: refundRows.map((refund) => ({
      id: refund.id,
      outRefundNo: refund.outRefundNo,
      amountFen: refund.amountFen,
      status: refund.status,
      reason: refund.reason,
      // A key this version no longer knows reads as the stored Chinese.
      reasonKey: RefundReasonKeySchema.safeParse(refund.reasonKey).data ?? null,
      createdAt: refund.createdAt.toISOString(),
      succeededAt: refund.succeededAt?.toISOString() ?? null,
    })),
  };
}
