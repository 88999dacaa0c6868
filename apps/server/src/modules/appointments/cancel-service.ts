import type { Appointment, AppointmentRefund, RefundReasonKey } from '@hospital/contract';
import type { Database } from '../../db/client.ts';
import type { ServerDeps } from '../../deps.ts';
import { conflict } from '../../http/http-error.ts';
import {
  closeOrder,
  getPaymentOrder,
  requestRefund,
  systemRefundReason,
} from '../payments/index.ts';
import { hospitalSettings } from '../hospitals/index.ts';
import { giveBackNumbers } from '../schedules/index.ts';
import {
  findAppointmentRow,
  liveAppointmentsOf,
  markCanceled,
  refundsOf,
  type AppointmentRow,
} from './repository.ts';
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
async function refundCanceled(
  tx: Database,
  row: AppointmentRow,
  actor: string,
  reasonKey: RefundReasonKey = 'appointmentCancelled',
) {
  if (row.paidWith !== 'online' || row.paymentOrderId === null) return;
  const existing = await refundsOf(tx, row.paymentOrderId);
  if (existing.some((refund) => refund.status !== 'failed')) return;
  await requestRefund(tx, row.paymentOrderId, {
    amountFen: row.feeFen,
    ...systemRefundReason(reasonKey),
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

/** An appointment a clinic stop ended, for the message to its holder. */
export interface StoppedAppointment {
  appointmentId: number;
  userId: number;
  /** What the stop refunds in full; 0 when nothing was paid online. */
  refundFen: number;
}

/**
 * Ends one live appointment of a stopped half-day in the caller's transaction: unpaid ones
 * cancelled with their order (and trade) closed, paid ones cancelled with the full refund
 * written, numbered like a patient's cancel so a retry refunds once. Null when it was no
 * longer live. The order is locked before the appointment, as a payment notify takes them.
 */
async function endForStop(
  tx: Database,
  row: AppointmentRow,
  actor: string,
  now: Date,
): Promise<StoppedAppointment | null> {
  let current: AppointmentRow | null = row;
  if (row.status === 'pending_payment') {
    if (row.paymentOrderId === null || (await closeOrder(tx, row.paymentOrderId))) {
      if (!(await markCanceled(tx, row.id, 'pending_payment', now, 'clinic_stopped'))) return null;
      return { appointmentId: row.id, userId: row.userId, refundFen: 0 };
    }
    // The order was paid while we waited for its lock: its notify has marked the appointment.
    current = await findAppointmentRow(tx, row.id);
  }
  if (current?.status !== 'paid') return null;
  await refundCanceled(tx, current, actor, 'clinicStopped');
  if (!(await markCanceled(tx, current.id, 'paid', now, 'clinic_stopped'))) return null;
  const online = current.paidWith === 'online' && current.paymentOrderId !== null;
  return {
    appointmentId: current.id,
    userId: current.userId,
    refundFen: online ? current.feeFen : 0,
  };
}

/**
 * Ends every live appointment of a half-day the hospital stopped, in the caller's
 * transaction (`deps.db`); the refunds and trade closes go out through the side effects.
 */
export async function endAppointmentsOfStoppedClinic(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  scheduleId: number,
  actor: string,
): Promise<StoppedAppointment[]> {
  const now = deps.clock.now();
  const ended: StoppedAppointment[] = [];
  for (const row of await liveAppointmentsOf(deps.db, scheduleId)) {
    const result = await endForStop(deps.db, row, actor, now);
    if (result) ended.push(result);
  }
  return ended;
}
