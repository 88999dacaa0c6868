import type { AppointmentRefund } from '@hospital/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { appointments, refunds, schedules } from '../../db/schema/index.ts';
import { conflict } from '../../http/http-error.ts';
import { closeOrder, getPaymentOrder, refundPayment } from '../../payments/index.ts';
import type { HospitalSettings } from '../hospitals/repo.ts';
import type { AppointmentRecord } from './repo.ts';
import { cancelDeadline } from './rules.ts';

type AppointmentRow = AppointmentRecord['appointment'];

/** Gives the number back to the half-day; sequence numbers are never reused. */
export async function freeSlot(tx: Database, scheduleId: number, count = 1): Promise<void> {
  await tx
    .update(schedules)
    .set({ remaining: sql`${schedules.remaining} + ${count}` })
    .where(eq(schedules.id, scheduleId));
}

/** Moves `from` -> canceled and frees the slot; false when the status changed meanwhile. */
async function markCanceled(tx: Database, row: AppointmentRow, from: AppointmentRow['status']) {
  const [canceled] = await tx
    .update(appointments)
    .set({ status: 'canceled', canceledAt: new Date() })
    .where(and(eq(appointments.id, row.id), eq(appointments.status, from)))
    .returning({ id: appointments.id });
  if (canceled) await freeSlot(tx, row.scheduleId);
  return canceled !== undefined;
}

const changed = () => conflict('预约状态已变化，请刷新后重试', 'STATUS_CHANGED');

async function cancelUnpaid(app: FastifyInstance, row: AppointmentRow): Promise<void> {
  await app.db.transaction(async (tx) => {
    // The order is locked before the appointment, in the order a payment notify takes them.
    if (row.paymentOrderId !== null && !(await closeOrder(tx, row.paymentOrderId))) throw changed();
    if (!(await markCanceled(tx, row, 'pending_payment'))) throw changed();
  });
}

/** One refund number per attempt of an appointment: a retry of the same attempt refunds once. */
const refundNo = (row: AppointmentRow, failedBefore: number) =>
  failedBefore === 0 ? `R${row.orderNum}` : `R${row.orderNum}N${failedBefore}`;

async function refundsOf(db: Database, orderId: number) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

/** Asks for the full refund of a cancelled online payment unless one is under way or done. */
export async function requestRefund(app: FastifyInstance, row: AppointmentRow, actor: string) {
  if (row.paidWith !== 'online' || row.paymentOrderId === null) return;
  const existing = await refundsOf(app.db, row.paymentOrderId);
  const open = existing.find((refund) => refund.status !== 'failed');
  if (open?.status === 'success' || open?.status === 'processing') return;
  const failed = existing.filter((refund) => refund.status === 'failed').length;
  await refundPayment(app, row.paymentOrderId, {
    amountFen: row.feeFen,
    reason: '取消挂号退款',
    outRefundNo: open?.outRefundNo ?? refundNo(row, failed),
    actor,
  });
}

/**
 * Unpaid: cancelled and the slot freed. Paid, before the cut-off: cancelled, the slot
 * freed and the fee refunded in full; `refunded` once the provider confirms.
 */
export async function cancelAppointment(
  app: FastifyInstance,
  record: AppointmentRecord,
  settings: HospitalSettings,
  now: Date,
): Promise<void> {
  const row = record.appointment;
  if (row.status === 'pending_payment') return cancelUnpaid(app, row);
  if (row.status !== 'paid') throw conflict('该预约当前状态不可取消', 'NOT_CANCELABLE');
  const deadline = cancelDeadline(record.date, record.period, settings.cancelCutoffHours);
  if (now.getTime() >= deadline.getTime())
    throw conflict(
      `已超过取消时间：需在就诊开始前 ${settings.cancelCutoffHours} 小时取消`,
      'CANCEL_CUTOFF_PASSED',
    );
  const done = await app.db.transaction((tx) => markCanceled(tx, row, 'paid'));
  if (!done) throw changed();
  await requestRefund(app, row, `user:${row.userId}`);
}

export async function refundState(
  app: FastifyInstance,
  row: AppointmentRow,
): Promise<AppointmentRefund> {
  const order =
    row.paymentOrderId === null ? undefined : await getPaymentOrder(app.db, row.paymentOrderId);
  const paid = row.paidWith === 'online' && order?.paidAt != null;
  const list = paid && order ? await refundsOf(app.db, order.id) : [];
  const latest = list.at(-1);
  return {
    appointmentId: row.id,
    status: row.status,
    refundStatus: latest?.status ?? 'none',
    paidFen: paid && order ? order.amountFen : 0,
    refundedFen: list
      .filter((refund) => refund.status === 'success')
      .reduce((sum, refund) => sum + refund.amountFen, 0),
  };
}
