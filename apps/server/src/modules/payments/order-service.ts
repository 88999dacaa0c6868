import { randomUUID } from 'node:crypto';
import type { PaymentSubjectType, PaymentTextTemplate } from '@hospital/contract';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enqueueCloseTrade } from './close-trade-service.ts';
import {
  insertOrder,
  lockOrder,
  markOrderClosed,
  orderRecordset,
  placeheldOrderWrites,
  type PaymentOrder,
} from './repository.ts';
import { auditRecordset, auditRow, recordAudit, type AuditRecord } from '../audit/index.ts';

export interface NewPaymentOrder {
  userId: number;
  subjectType: PaymentSubjectType;
  subjectId: number;
  /** From the subject's own row (a schedule's fee, a bill's total), never from the client. */
  amountFen: number;
  /** In Chinese, for every reader without a catalogue (the console, the payment providers). */
  description: string;
  /** Null where a person wrote the description (a bill the HIS named). */
  descriptionTemplate: PaymentTextTemplate | null;
  expiresAt: Date;
}

/**
 * `P` + Beijing time to the second + 12 random hex digits: 27 characters, sortable by time.
 * The digits are a version-4 UUID's last group, all 48 of its bits random: Node draws
 * UUIDs from a kept pool of randomness, a tenth of the cost of six bytes drawn on their
 * own, which ask the system each time (7% of the server's time in a booking rush).
 */
function newOutTradeNo(now: Date): string {
  const beijing = new Date(now.getTime() + 8 * 3600_000).toISOString();
  const stamp = beijing.slice(0, 19).replace(/\D/g, '');
  return `P${stamp}${randomUUID().slice(24).toUpperCase()}`;
}

/** The audit line of a new order. */
const orderCreated = (
  order: Pick<PaymentOrder, 'id' | 'userId' | 'amountFen' | 'subjectType' | 'subjectId'>,
): AuditRecord => ({
  actor: `user:${order.userId}`,
  action: 'order_created',
  entityType: 'payment_order',
  entityId: order.id,
  amountFen: order.amountFen,
  details: { subjectType: order.subjectType, subjectId: order.subjectId },
});

/**
 * The row of a new order: its amount checked, its template in its two columns, its trade
 * number and creation time from the clock, not the database (the console filters orders by
 * this day).
 */
function orderRow<T extends NewPaymentOrder>(values: T, now: Date) {
  if (!Number.isInteger(values.amountFen) || values.amountFen <= 0)
    throw new RangeError('amountFen must be a positive integer');
  const { descriptionTemplate, ...row } = values;
  return {
    ...row,
    descriptionKey: descriptionTemplate?.key ?? null,
    descriptionParams: descriptionTemplate?.params ?? null,
    outTradeNo: newOutTradeNo(now),
    createdAt: now,
  };
}

/** A pending order, inserted in the caller's transaction beside the subject it pays for. */
export async function createPaymentOrder(
  tx: Database,
  values: NewPaymentOrder,
  now: Date,
): Promise<PaymentOrder> {
  const order = await insertOrder(tx, orderRow(values, now));
  await recordAudit(tx, orderCreated(order));
  return order;
}

const ORDER_COLUMNS = [
  'id',
  'userId',
  'subjectType',
  'subjectId',
  'amountFen',
  'description',
  'descriptionKey',
  'descriptionParams',
  'expiresAt',
  'outTradeNo',
  'createdAt',
] as const satisfies readonly (keyof ReturnType<typeof orderRow>)[];

const AUDIT_COLUMNS = [
  'actor',
  'action',
  'entityType',
  'entityId',
  'amountFen',
  'details',
] as const satisfies readonly (keyof ReturnType<typeof auditRow>)[];

const orderRows = orderRecordset(ORDER_COLUMNS);
const orderAuditRows = auditRecordset(AUDIT_COLUMNS);

/**
 * Pending orders and their audit lines as parts of the statement that writes their
 * subjects, not yet run: they commit with the subjects or not at all, as
 * `createPaymentOrder`'s do. Their rows are the statement's parameters `orders` and
 * `order_audits` (`paymentOrderParams`), so it is prepared once for any number of orders;
 * `kept` tells, from an order's place among them (from 1), whether it is written.
 */
export const paymentOrderWrites = (kept?: (place: SQL) => SQL): SQL[] =>
  placeheldOrderWrites(orderRows, orderAuditRows, kept);

/**
 * One order's rows for `paymentOrderParams`, and its trade number. `values.id` is drawn
 * beforehand (`nextPaymentOrderIdDraw`) so the subject can name the order.
 */
export function paymentOrderValues(values: NewPaymentOrder & { id: number }, now: Date) {
  const order = orderRow(values, now);
  return { outTradeNo: order.outTradeNo, rows: { order, audit: auditRow(orderCreated(order)) } };
}

export type PaymentOrderRows = ReturnType<typeof paymentOrderValues>['rows'];

/** The parameters of `paymentOrderWrites` for these orders. */
export const paymentOrderParams = (orders: readonly PaymentOrderRows[]) => ({
  orders: orderRows.json(orders.map((rows) => rows.order)),
  order_audits: orderAuditRows.json(orders.map((rows) => rows.audit)),
});

/**
 * Closes a pending order (expiry, cancel) and, with it, queues the close of its trade at
 * the provider. False when it was no longer pending: a payment that won the race keeps it,
 * and the caller must not expire the subject. A payment arriving after the close is
 * refunded automatically.
 */
export async function closeOrder(tx: Database, orderId: number): Promise<boolean> {
  const order = await lockOrder(tx, { id: orderId });
  if (order?.status !== 'pending') return false;
  await markOrderClosed(tx, orderId);
  await recordAudit(tx, {
    actor: 'system',
    action: 'order_closed',
    entityType: 'payment_order',
    entityId: orderId,
    amountFen: order.amountFen,
  });
  await enqueueCloseTrade(tx, order);
  return true;
}

/** A subject whose payment order is due to close, as its module's claim finds it. */
interface DueSubject {
  id: number;
  orderId: number;
}

/**
 * Closes, in one transaction, the payment orders of subjects left unpaid past their
 * deadline, and ends each subject whose order closed (`end`); a payment that won the race
 * keeps its subject. `claim` locks a batch of due subjects. Returns how many ended.
 */
export function closeDueOrders(
  db: Database,
  claim: (tx: Database) => Promise<DueSubject[]>,
  end: (tx: Database, subjectId: number) => Promise<unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    let ended = 0;
    for (const due of await claim(tx)) {
      if (!(await closeOrder(tx, due.orderId))) continue;
      await end(tx, due.id);
      ended += 1;
    }
    return ended;
  });
}
