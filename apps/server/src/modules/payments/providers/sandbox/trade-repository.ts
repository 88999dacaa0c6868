import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { sandboxRefunds, sandboxTrades } from '../../../../db/schema/index.ts';

type TradeRow = typeof sandboxTrades.$inferSelect;

/** A trade as the sandbox provider keeps it: its own ledger, apart from our orders. */
export interface SandboxTrade extends Omit<TradeRow, 'createdAt'> {
  /** By out_refund_no / out_request_no: a repeat refunds nothing. */
  refunds: Record<string, SandboxRefund>;
}

export interface SandboxRefund {
  refundId: string;
  amountFen: number;
}

/** Digits after a prefix, shaped like the providers' own numbers. */
export const providerNumber = (prefix: string) =>
  `${prefix}${BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString()
    .padStart(20, '0')
    .slice(0, 20)}`;

/** Creates the trade, or writes its new status and payment time. */
export async function saveTrade(db: Database, trade: SandboxTrade): Promise<void> {
  const { refunds: _refunds, ...row } = trade;
  await db
    .insert(sandboxTrades)
    .values(row)
    .onConflictDoUpdate({
      target: sandboxTrades.id,
      set: { status: row.status, paidAt: row.paidAt },
    });
}

/**
 * Moves an unpaid trade to paid or closed, once: false when it was paid or closed
 * meanwhile, so a payment and a close racing each other cannot both happen.
 */
export async function settleTrade(
  db: Database,
  id: string,
  to: { status: 'SUCCESS'; paidAt: Date } | { status: 'CLOSED' },
): Promise<boolean> {
  const moved = await db
    .update(sandboxTrades)
    .set(to)
    .where(and(eq(sandboxTrades.id, id), eq(sandboxTrades.status, 'NOTPAY')))
    .returning({ id: sandboxTrades.id });
  return moved.length > 0;
}

async function withRefunds(db: Database, row: TradeRow | undefined) {
  if (!row) return undefined;
  const { createdAt: _createdAt, ...trade } = row;
  const refunds = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.tradeId, row.id));
  return {
    ...trade,
    refunds: Object.fromEntries(
      refunds.map((refund) => [
        refund.outRefundNo,
        { refundId: refund.refundId, amountFen: refund.amountFen },
      ]),
    ),
  };
}

export async function findTrade(db: Database, id: string): Promise<SandboxTrade | undefined> {
  const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.id, id));
  return withRefunds(db, row);
}

export async function findTradeByOutTradeNo(
  db: Database,
  provider: SandboxTrade['provider'],
  outTradeNo: string,
): Promise<SandboxTrade | undefined> {
  const [row] = await db
    .select()
    .from(sandboxTrades)
    .where(and(eq(sandboxTrades.provider, provider), eq(sandboxTrades.outTradeNo, outTradeNo)));
  return withRefunds(db, row);
}

/**
 * Records a refund of the trade once per out_refund_no. Answers the refund kept under that
 * number and whether this call made it (only then does the provider move money and notify).
 */
export async function saveRefund(
  db: Database,
  trade: SandboxTrade,
  outRefundNo: string,
  refund: SandboxRefund,
  refundedAt: Date,
): Promise<{ refund: SandboxRefund; created: boolean }> {
  const [inserted] = await db
    .insert(sandboxRefunds)
    .values({ tradeId: trade.id, outRefundNo, ...refund, refundedAt })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    trade.refunds[outRefundNo] = refund;
    return { refund, created: true };
  }
  const kept = (await findTrade(db, trade.id))?.refunds[outRefundNo];
  if (!kept) throw new Error('sandbox refund vanished');
  trade.refunds[outRefundNo] = kept;
  return { refund: kept, created: false };
}

export const refundedFen = (trade: SandboxTrade) =>
  Object.values(trade.refunds).reduce((sum, refund) => sum + refund.amountFen, 0);
