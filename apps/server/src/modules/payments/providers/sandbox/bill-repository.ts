import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { sandboxRefunds, sandboxTrades } from '../../../../db/schema/index.ts';
import type { SandboxTrade } from './trade-repository.ts';

export interface SandboxBillLine {
  kind: 'payment' | 'refund';
  at: Date;
  outTradeNo: string;
  transactionId: string;
  payer: string;
  description: string;
  tradeFen: number;
  /** Set for refunds. */
  outRefundNo: string | null;
  refundId: string | null;
  refundFen: number | null;
}

/** The provider's day runs midnight to midnight in Beijing, whatever the hospital's zone. */
export const beijingDay = (date: string) => {
  const start = new Date(`${date}T00:00:00+08:00`);
  return { start, end: new Date(start.getTime() + 86_400_000) };
};

/** What the twin took and paid back in a day, in time order, as its bill lists it. */
export async function billLines(
  db: Database,
  provider: SandboxTrade['provider'],
  date: string,
): Promise<SandboxBillLine[]> {
  const { start, end } = beijingDay(date);
  const paid = await db
    .select()
    .from(sandboxTrades)
    .where(
      and(
        eq(sandboxTrades.provider, provider),
        eq(sandboxTrades.status, 'SUCCESS'),
        gte(sandboxTrades.paidAt, start),
        lt(sandboxTrades.paidAt, end),
      ),
    );
  const refundedAt = sql<Date>`coalesce(${sandboxRefunds.refundedAt}, ${sandboxRefunds.createdAt})`;
  const refunded = await db
    .select({
      refund: sandboxRefunds,
      trade: sandboxTrades,
      at: refundedAt.mapWith(sandboxRefunds.createdAt),
    })
    .from(sandboxRefunds)
    .innerJoin(sandboxTrades, eq(sandboxTrades.id, sandboxRefunds.tradeId))
    .where(
      and(
        eq(sandboxTrades.provider, provider),
        // A raw expression has no column to encode a Date for the driver: send the instant as
        // text and let the database read it, which PGlite and PostgreSQL both do the same way.
        sql`${refundedAt} >= ${start.toISOString()}::timestamptz`,
        sql`${refundedAt} < ${end.toISOString()}::timestamptz`,
      ),
    );
  const lines: SandboxBillLine[] = [
    ...paid.map((trade) => ({
      kind: 'payment' as const,
      at: trade.paidAt ?? start,
      outTradeNo: trade.outTradeNo,
      transactionId: trade.transactionId,
      payer: trade.payer,
      description: trade.description,
      tradeFen: trade.amountFen,
      outRefundNo: null,
      refundId: null,
      refundFen: null,
    })),
    ...refunded.map(({ refund, trade, at }) => ({
      kind: 'refund' as const,
      at,
      outTradeNo: trade.outTradeNo,
      transactionId: trade.transactionId,
      payer: trade.payer,
      description: trade.description,
      tradeFen: trade.amountFen,
      outRefundNo: refund.outRefundNo,
      refundId: refund.refundId,
      refundFen: refund.amountFen,
    })),
  ];
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime());
}
