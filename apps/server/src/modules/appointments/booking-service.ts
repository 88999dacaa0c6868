import type { Appointment, SaveAppointmentInput } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { paymentOrderValues } from '../payments/index.ts';
import { describeWindow, notConfigured } from '../hospitals/index.ts';
import { bookingHorizon, isRegistrationOpen, isSlotPast } from '../schedules/index.ts';
import { webhookValues } from '../webhooks/index.ts';
import { present } from './present.ts';
import { bookInLane, readInLane } from './booking-lanes.ts';
import type { AppointmentRecord } from './repository.ts';
import { newOrderNum } from './rules.ts';

type BookingDeps = Pick<ServerDeps, 'db' | 'clock'>;

const periodLabel = { morning: '上午', afternoon: '下午' } as const;

/**
 * Everything that can be checked without taking a number, from the booking's one read (on
 * the half-day's lane of reads); throws the patient's reason. Returns the settings, the
 * half-day, the patient's card number and the ids drawn for the booking's rows.
 */
async function checkBookable(
  deps: BookingDeps,
  userId: number,
  input: SaveAppointmentInput,
  now: Date,
) {
  const found = await readInLane(deps.db, input.scheduleId, {
    userId,
    patientId: input.patientId,
  });
  if (!found?.settings) throw notConfigured();
  const { settings, schedule, patient, ids } = found;
  if (!isRegistrationOpen(settings, now))
    throw conflict(
      `当前不在挂号时间内，挂号时间为每日 ${describeWindow(settings)}`,
      'WINDOW_CLOSED',
    );
  if (!patient) throw notFound('就诊人不存在');
  if (!schedule) throw notFound('号源不存在');
  if (isSlotPast(schedule.date, schedule.period, now))
    throw conflict('该时段已过，请选择其他时段', 'SLOT_PAST');
  if (schedule.date > bookingHorizon(now, settings.bookingDays).to)
    throw conflict(`仅可预约 ${settings.bookingDays} 天内的号源`, 'NOT_YET_OPEN');
  // Sold-out storms end here, without a write; taking the number is what decides.
  if (schedule.status === 'stopped') throw stopped();
  // Ids are drawn only while a number may be taken.
  if (schedule.remaining === 0 || !ids) throw full();
  return { settings, schedule, patientCode: patient.code, ids };
}

const stopped = () => conflict('该时段已停诊', 'SLOT_STOPPED');
const full = () => conflict('该时段号源已约满', 'SLOT_FULL');

/**
 * Takes the next number of the half-day and holds it for the patient until paid. Number,
 * appointment, payment order, audit line and outbox event are one statement (decision 022),
 * so the half-day's row lock lasts that statement only, whatever the server's load; the
 * bookings of one half-day that arrive while its statement runs go together in the next
 * (`bookInLane`).
 */
export async function bookAppointment(
  deps: BookingDeps,
  userId: number,
  input: SaveAppointmentInput,
): Promise<Appointment> {
  const now = deps.clock.now();
  const { settings, schedule, patientCode, ids } = await checkBookable(deps, userId, input, now);
  const { appointmentId: id, orderId } = ids;
  const expiresAt = new Date(now.getTime() + settings.paymentTimeoutMinutes * 60_000);
  const paid = schedule.feeFen > 0;
  const order =
    orderId === null
      ? null
      : paymentOrderValues(
          {
            id: orderId,
            userId,
            subjectType: 'registration',
            subjectId: id,
            amountFen: schedule.feeFen,
            description: `挂号费 ${schedule.date} ${periodLabel[schedule.period]}`,
            descriptionTemplate: {
              key: 'registrationFee',
              params: { date: schedule.date, period: schedule.period },
            },
            expiresAt,
          },
          now,
        );
  const appointment = {
    id,
    orderNum: newOrderNum(now),
    userId,
    patientId: input.patientId,
    scheduleId: schedule.id,
    doctorId: schedule.doctorId,
    feeFen: schedule.feeFen,
    paymentOrderId: orderId,
    expiresAt,
    createdAt: now,
    // A free clinic needs no payment: the number is the patient's at once.
    status: paid ? ('pending_payment' as const) : ('paid' as const),
    paidAt: paid ? null : now,
  };
  // The appointment is not yet there for `findForHis` to read: the event has it as the
  // booking does, and the statement sets its number.
  const event = webhookValues('appointment.booked', {
    appointmentId: id,
    orderNum: appointment.orderNum,
    status: appointment.status,
    patientCode,
    scheduleId: schedule.id,
    doctorId: schedule.doctorId,
    date: schedule.date,
    period: schedule.period,
    sequence: 0,
    feeFen: schedule.feeFen,
    outTradeNo: order?.outTradeNo ?? null,
    at: now.toISOString(),
  });
  let record: AppointmentRecord | null;
  try {
    record = await bookInLane(
      deps.db,
      { scheduleId: schedule.id, feeFen: schedule.feeFen },
      { appointment, order: order?.rows ?? null, event },
    );
  } catch (error) {
    if (isUniqueViolation(error, 'appointments_patient_schedule_live_key'))
      throw conflict('该就诊人已预约此医生的同一时段', 'DUPLICATE_APPOINTMENT');
    throw error;
  }
  if (record === null) throw full();
  return present(record, settings, now);
}
