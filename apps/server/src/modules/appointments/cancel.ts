import type { AppointmentRefund } from '@hospital/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { appointments, refunds } from '../../db/schema/index.ts';
import { conflict } from '../../http/http-error.ts';
import { closeOrder, getPaymentOrder, requestRefund } from '../../payments/index.ts';
import type { HospitalSettings } from '../hospitals/index.ts';
import { giveBackNumbers } from '../schedules/index.ts';
import type { AppointmentRecord } from './repo.ts';
import { cancelDeadline } from './rules.ts';

type AppointmentRow = AppointmentRecord['appointment'];

/** Moves `from` -> canceled and frees the slot; false when the status changed meanwhile. */
async function markCanceled(
  tx: Database,
  row: AppointmentRow,
  from: AppointmentRow['status'],
  now: Date,
) {
  const [canceled] = await tx
    .update(appointments)
    .set({ status: 'canceled', canceledAt: now })
    .where(and(eq(appointments.id, row.id), eq(appointments.status, from)))
    .returning({ id: appointments.id });
  if (canceled) await giveBackNumbers({ db: tx }, row.scheduleId);
  return canceled !== undefined;
}

const changed = () => conflict('预约状态已变化，请刷新后重试', 'STATUS_CHANGED');

async function cancelUnpaid(app: FastifyInstance, row: AppointmentRow, now: Date): Promise<void> {
  await app.db.transaction(async (tx) => {
    // The order is locked before the appointment, in the order a payment notify takes them.
    if (row.paymentOrderId !== null && !(await closeOrder(tx, row.paymentOrderId))) throw changed();
    if (!(await markCanceled(tx, row, 'pending_payment', now))) throw changed();
  });
}

/** One refund number per attempt of an appointment: a retry of the same attempt refunds once. */
const refundNo = (row: AppointmentRow, failedBefore: number) =>
  failedBefore === 0 ? `R${row.orderNum}` : `R${row.orderNum}N${failedBefore}`;

/** The refunds of the payment the order kept, oldest first (an extra payment's are apart). */
async function refundsOf(db: Database, orderId: number) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), isNull(refunds.extraPaymentId)))
    .orderBy(asc(refunds.id));
}

/**
 * Reserves the full refund of a cancelled online payment, in the caller's transaction,
 * unless one is under way or done; the side-effect worker sends it. After a refund the
 * provider refused, a new one gets the next number.
 */
export async function refundCanceled(tx: Database, row: AppointmentRow, actor: string) {
  if (row.paidWith !== 'online' || row.paymentOrderId === null) return;
  const existing = await refundsOf(tx, row.paymentOrderId);
  if (existing.some((refund) => refund.status !== 'failed')) return;
  await requestRefund(tx, row.paymentOrderId, {
    amountFen: row.feeFen,
    reason: '取消挂号退款',
    outRefundNo: refundNo(row, existing.length),
    actor,
  });
}

/**
 * Unpaid: cancelled and the slot freed. Paid, before the cut-off: cancelled, the slot
 * freed and the full refund written with it; `refunded` once the provider confirms.
 */
export async function cancelAppointment(
  app: FastifyInstance,
  record: AppointmentRecord,
  settings: HospitalSettings,
  now: Date,
): Promise<void> {
  const row = record.appointment;
  if (row.status === 'pending_payment') return cancelUnpaid(app, row, now);
  if (row.status !== 'paid') throw conflict('该预约当前状态不可取消', 'NOT_CANCELABLE');
  const deadline = cancelDeadline(record.date, record.period, settings.cancelCutoffHours);
  if (now.getTime() >= deadline.getTime())
    throw conflict(
      `已超过取消时间：需在就诊开始前 ${settings.cancelCutoffHours} 小时取消`,
      'CANCEL_CUTOFF_PASSED',
    );
  // One transaction: a cancelled paid appointment always has its refund on the way. The
  // refund locks the order before the appointment, in the order a payment notify takes them.
  await app.db.transaction(async (tx) => {
    await refundCanceled(tx, row, `user:${row.userId}`);
    if (!(await markCanceled(tx, row, 'paid', now))) throw changed();
  });
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
