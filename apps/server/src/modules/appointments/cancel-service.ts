import type { Appointment, AppointmentRefund } from '@hospital/contract';
import type { Database } from '../../db/client.ts';
import type { ServerDeps } from '../../deps.ts';
import { conflict } from '../../http/http-error.ts';
import { closeOrder, getPaymentOrder, requestRefund } from '../payments/index.ts';
import { hospitalSettings } from '../hospitals/index.ts';
import { giveBackNumbers } from '../schedules/index.ts';
import { markCanceled, refundsOf, type AppointmentRow } from './repository.ts';
import { cancelDeadline } from './rules.ts';
import { ownAppointment, showAppointment } from './service.ts';
import { announceAppointment } from './webhook-service.ts';

type DbDeps = Pick<ServerDeps, 'db'>;
type ReadDeps = Pick<ServerDeps, 'db' | 'clock'>;

/**
 * Moves `from` -> canceled, frees the number and tells the HIS; false when the status
 * changed meanwhile.
 */
async function cancelAndFree(
  tx: Database,
  row: AppointmentRow,
  from: AppointmentRow['status'],
  now: Date,
) {
  const canceled = await markCanceled(tx, row.id, from, now);
  if (!canceled) return false;
  await giveBackNumbers({ db: tx }, row.scheduleId);
  await announceAppointment(tx, 'appointment.cancelled', row.id, now, 'patient');
  return true;
}

const changed = () => conflict('预约状态已变化，请刷新后重试', 'STATUS_CHANGED');

async function cancelUnpaid(deps: DbDeps, row: AppointmentRow, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // The order is locked before the appointment, in the order a payment notify takes them.
    if (row.paymentOrderId !== null && !(await closeOrder(tx, row.paymentOrderId))) throw changed();
    if (!(await cancelAndFree(tx, row, 'pending_payment', now))) throw changed();
  });
}

/** One refund number per attempt of an appointment: a retry of the same attempt refunds once. */
const refundNo = (row: AppointmentRow, failedBefore: number) =>
  failedBefore === 0 ? `R${row.orderNum}` : `R${row.orderNum}N${failedBefore}`;

/**
 * Reserves the full refund of a cancelled online payment, in the caller's transaction,
 * unless one is under way or done; the side-effect worker sends it. After a refund the
 * provider refused, a new one gets the next number.
 */
async function refundCanceled(tx: Database, row: AppointmentRow, actor: string) {
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
 * Unpaid: cancelled and the number freed. Paid, before the cut-off: cancelled, the number
 * freed and the full refund written with it; `refunded` once the provider confirms.
 */
export async function cancelAppointment(
  deps: ReadDeps,
  userId: number,
  id: number,
): Promise<Appointment> {
  const record = await ownAppointment(deps, userId, id);
  const settings = await hospitalSettings(deps);
  const now = deps.clock.now();
  const row = record.appointment;
  if (row.status === 'pending_payment') await cancelUnpaid(deps, row, now);
  else {
    if (row.status !== 'paid') throw conflict('该预约当前状态不可取消', 'NOT_CANCELABLE');
    const deadline = cancelDeadline(record.date, record.period, settings.cancelCutoffHours);
    if (now.getTime() >= deadline.getTime())
      throw conflict(
        `已超过取消时间：需在就诊开始前 ${settings.cancelCutoffHours} 小时取消`,
        'CANCEL_CUTOFF_PASSED',
      );
    // One transaction: a cancelled paid appointment always has its refund on the way. The
    // refund locks the order before the appointment, in the order a payment notify takes them.
    await deps.db.transaction(async (tx) => {
      await refundCanceled(tx, row, `user:${row.userId}`);
      if (!(await cancelAndFree(tx, row, 'paid', now))) throw changed();
    });
  }
  return showAppointment(deps, userId, id);
}

export async function refundState(deps: DbDeps, row: AppointmentRow): Promise<AppointmentRefund> {
  const order =
    row.paymentOrderId === null ? undefined : await getPaymentOrder(deps.db, row.paymentOrderId);
  const paid = row.paidWith === 'online' && order?.paidAt != null;
  const list = paid && order ? await refundsOf(deps.db, order.id) : [];
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

/** A cancelled appointment's refund, reserved unless one is under way or done; then its state. */
export async function retryRefund(
  deps: DbDeps,
  userId: number,
  id: number,
): Promise<AppointmentRefund> {
  const { appointment } = await ownAppointment(deps, userId, id);
  if (appointment.status === 'canceled')
    await deps.db.transaction((tx) => refundCanceled(tx, appointment, `user:${userId}`));
  return refundState(deps, (await ownAppointment(deps, userId, id)).appointment);
}
