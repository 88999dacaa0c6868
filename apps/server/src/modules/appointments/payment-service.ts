import type { ClientPayParams, ServerSource } from '@hospital/contract';
import type { Database } from '../../db/client.ts';
import type { ServerDeps } from '../../deps.ts';
import { conflict } from '../../http/http-error.ts';
import {
  closeOrder,
  getPaymentOrder,
  onPaymentEvent,
  preparePayment,
  queryAndSync,
} from '../payments/index.ts';
import type { HospitalSettings } from '../hospitals/index.ts';
import { insurableSubject } from '../medical-insurance/index.ts';
import { markPaid, markRefunded, type AppointmentRecord } from './repository.ts';
import { ownAppointment } from './service.ts';
import { announceAppointment } from './webhook-service.ts';

/** A registration offers insurance payment: one line, its fee, priced as a registration. */
export function offerInsurance(): void {
  insurableSubject('registration', async (deps, userId, id) => {
    const record = await ownAppointment(deps, userId, id);
    const { appointment } = record;
    const order =
      appointment.paymentOrderId === null
        ? undefined
        : await getPaymentOrder(deps.db, appointment.paymentOrderId);
    if (!order) throw conflict('该预约无需支付', 'NOT_PAYABLE');
    let notPayable: string | null = null;
    try {
      assertUnpaid(record, deps.clock.now());
    } catch (error) {
      notPayable = error instanceof Error ? error.message : '该预约无法支付';
    }
    return {
      subjectType: 'registration',
      subjectId: appointment.id,
      patientId: appointment.patientId,
      order,
      orderType: 'REG_PAY',
      items: [
        { name: `${record.deptName}挂号费`, category: 'registration', amountFen: order.amountFen },
      ],
      returnUrl: `/pay/hCarePaySuccess?subject=registration&id=${appointment.id}`,
      notPayable,
    };
  });
}

/** The appointment follows its order: paid when the money arrives, refunded when it goes back. */
export function followPayments(): void {
  onPaymentEvent('registration', {
    async paid(tx, order, now) {
      await markPaid(tx, order.subjectId, 'online', order.paidAt ?? now);
    },
    async refunded(tx, order, _refund, now) {
      if (await markRefunded(tx, order.subjectId, now))
        await announceAppointment(tx, 'appointment.refunded', order.subjectId, now);
    },
  });
}

function assertUnpaid(record: AppointmentRecord, now: Date) {
  const { appointment } = record;
  if (appointment.status !== 'pending_payment' || appointment.expiresAt <= now)
    throw conflict(
      appointment.status === 'paid' ? '该预约已支付' : '该预约已失效，请重新预约',
      'NOT_PAYABLE',
    );
  return appointment;
}

/** Client parameters to pay an unpaid appointment the way `host` pays. */
export async function payParams(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'payments' | 'log'>,
  record: AppointmentRecord,
  host: ServerSource,
  userId: number,
  now: Date,
): Promise<ClientPayParams> {
  const appointment = assertUnpaid(record, now);
  const order =
    appointment.paymentOrderId === null
      ? undefined
      : await getPaymentOrder(deps.db, appointment.paymentOrderId);
  if (!order) throw conflict('该预约无需支付', 'NOT_PAYABLE');
  return preparePayment(deps, order, {
    host,
    userId,
    returnUrl: `/pay/wxPaySuccess?id=${appointment.id}`,
  });
}

/** When the page polls a pending appointment, ask the provider in case a notify is late. */
export async function syncPending(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'payments' | 'log'>,
  record: AppointmentRecord,
): Promise<boolean> {
  const { appointment } = record;
  if (appointment.status !== 'pending_payment' || appointment.paymentOrderId === null) return false;
  const order = await queryAndSync(deps, appointment.paymentOrderId);
  return order?.status === 'paid';
}

/** Pay later on the hospital's credit: the online order is closed and the number kept. */
export async function payWithCredit(
  db: Database,
  record: AppointmentRecord,
  settings: HospitalSettings,
  now: Date,
): Promise<void> {
  if (!settings.creditPayEnabled) throw conflict('本院暂未开通信用就医', 'CREDIT_PAY_DISABLED');
  const appointment = assertUnpaid(record, now);
  await db.transaction(async (tx) => {
    if (appointment.paymentOrderId !== null && !(await closeOrder(tx, appointment.paymentOrderId)))
      throw conflict('该预约已支付', 'NOT_PAYABLE');
    if (!(await markPaid(tx, appointment.id, 'credit', now)))
      throw conflict('该预约已失效，请重新预约', 'NOT_PAYABLE');
  });
}
