import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { extraPayments, paymentOrders, refunds } from '../../../db/schema/index.ts';
import type { BillRecord, PaymentProvider } from '../providers/gateway.ts';
import { providerOfChannel } from '../providers/gateway-for.ts';

export interface LedgerRecord extends BillRecord {
  provider: PaymentProvider;
}

/** The provider's day: midnight to midnight in Beijing, as their bills count it. */
const dayOf = (date: string) => {
  const start = new Date(`${date}T00:00:00+08:00`);
  return { start, end: new Date(start.getTime() + 86_400_000) };
};

/**
 * What our books say moved through the providers that day: payments by when they were paid
 * (the kept one and any extra), refunds by when the provider confirmed them.
 */
export async function settledOn(db: Database, date: string): Promise<LedgerRecord[]> {
  const { start, end } = dayOf(date);
  const kept = await db
    .select({
      channel: paymentOrders.channel,
      outTradeNo: paymentOrders.outTradeNo,
      amountFen: paymentOrders.amountFen,
    })
    .from(paymentOrders)
    .where(
      and(
        isNotNull(paymentOrders.channel),
        gte(paymentOrders.paidAt, start),
        lt(paymentOrders.paidAt, end),
      ),
    );
  const extra = await db
    .select({
      provider: extraPayments.provider,
      outTradeNo: paymentOrders.outTradeNo,
      amountFen: extraPayments.amountFen,
    })
    .from(extraPayments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, extraPayments.orderId))
    .where(and(gte(extraPayments.paidAt, start), lt(extraPayments.paidAt, end)));
  const refunded = await db
    .select({
      channel: paymentOrders.channel,
      extraProvider: extraPayments.provider,
      outTradeNo: paymentOrders.outTradeNo,
      outRefundNo: refunds.outRefundNo,
      amountFen: refunds.amountFen,
    })
    .from(refunds)
    .innerJoin(paymentOrders, eq(paymentOrders.id, refunds.orderId))
    .leftJoin(extraPayments, eq(extraPayments.id, refunds.extraPaymentId))
    .where(
      and(
        eq(refunds.status, 'success'),
        gte(refunds.succeededAt, start),
        lt(refunds.succeededAt, end),
      ),
    );
  return [
    ...kept.flatMap(({ channel, outTradeNo, amountFen }) =>
      channel
        ? [
            {
              provider: providerOfChannel(channel),
              kind: 'payment' as const,
              outTradeNo,
              outRefundNo: null,
              amountFen,
            },
          ]
        : [],
    ),
    ...extra.map(({ provider, outTradeNo, amountFen }) => ({
      provider,
      kind: 'payment' as const,
      outTradeNo,
      outRefundNo: null,
      amountFen,
    })),
    ...refunded.flatMap(({ channel, extraProvider, outTradeNo, outRefundNo, amountFen }) => {
      const provider = extraProvider ?? (channel && providerOfChannel(channel));
      return provider
        ? [{ provider, kind: 'refund' as const, outTradeNo, outRefundNo, amountFen }]
        : [];
    }),
  ];
}
