import type { FinanceOutpatientPayment } from '@hospital/contract/console';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  outpatientBillItems,
  outpatientBills,
  outpatientPaymentBills,
  outpatientPayments,
  patientCards,
  paymentOrders,
} from '../../db/schema/index.ts';
import { refundsOfOrder } from '../payments/index.ts';
import { itemsOfBills, presentBill, type BillItemRow, type BillRow } from './repository.ts';

const INSURANCE_CHANNELS = new Set(['wechat_medicare', 'hcare']);

/** The bills an order paid, line by line, with the refund of each line taken back. */
export async function financeBillsOfOrder(
  db: Database,
  orderId: number,
): Promise<FinanceOutpatientPayment | null> {
  const [payment] = await db
    .select({
      id: outpatientPayments.id,
      cardNo: outpatientPayments.cardNo,
      channel: paymentOrders.channel,
      patientName: patientCards.name,
    })
    .from(outpatientPayments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, outpatientPayments.paymentOrderId))
    .leftJoin(patientCards, eq(patientCards.cardNo, outpatientPayments.cardNo))
    .where(eq(outpatientPayments.paymentOrderId, orderId));
  if (!payment) return null;
  const bills = (
    await db
      .select({ bill: outpatientBills })
      .from(outpatientPaymentBills)
      .innerJoin(outpatientBills, eq(outpatientBills.id, outpatientPaymentBills.billId))
      .where(eq(outpatientPaymentBills.paymentId, payment.id))
      .orderBy(asc(outpatientBills.id))
  ).map((row) => row.bill);
  const items = await itemsOfBills(db, bills);
  const refunds = new Map((await refundsOfOrder(db, orderId)).map((r) => [r.id, r]));
  return {
    orderId,
    cardNo: payment.cardNo,
    patientName: payment.patientName,
    insurance: payment.channel !== null && INSURANCE_CHANNELS.has(payment.channel),
    bills: bills.map((bill) => ({
      ...presentBill(bill),
      cardNo: bill.cardNo,
      items: items
        .filter((item) => item.billId === bill.id)
        .map(({ billId: _bill, refundId, refundedAt: _at, ...item }) => ({
          ...item,
          refund: (refundId !== null && refunds.get(refundId)) || null,
        })),
    })),
  };
}

/** A line of a bill the order paid, with its bill; null for a line of another order's bill. */
export async function findLineOfOrder(
  db: Database,
  orderId: number,
  itemId: number,
): Promise<{ bill: BillRow; item: BillItemRow } | null> {
  const [row] = await db
    .select({ bill: outpatientBills, item: outpatientBillItems })
    .from(outpatientBillItems)
    .innerJoin(outpatientBills, eq(outpatientBills.id, outpatientBillItems.billId))
    .innerJoin(outpatientPaymentBills, eq(outpatientPaymentBills.billId, outpatientBills.id))
    .innerJoin(outpatientPayments, eq(outpatientPayments.id, outpatientPaymentBills.paymentId))
    .where(and(eq(outpatientBillItems.id, itemId), eq(outpatientPayments.paymentOrderId, orderId)));
  return row ?? null;
}
