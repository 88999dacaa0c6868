import type { Appointment, SaveAppointmentInput } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { createPaymentOrder } from '../payments/index.ts';
import { describeWindow, hospitalSettings, type HospitalSettings } from '../hospitals/index.ts';
import {
  bookingHorizon,
  findSchedule,
  isRegistrationOpen,
  isSlotPast,
  takeNumber,
} from '../schedules/index.ts';
import { present } from './present.ts';
import { insertAppointment, nextAppointmentId, ownsPatient } from './repository.ts';
import { newOrderNum } from './rules.ts';
import { ownAppointment } from './service.ts';
import { announceAppointment } from './webhook-service.ts';

type BookingDeps = Pick<ServerDeps, 'db' | 'clock'>;

const periodLabel = { morning: '上午', afternoon: '下午' } as const;

/** Everything that can be checked without taking a number; throws the patient's reason. */
async function checkBookable(
  deps: BookingDeps,
  userId: number,
  input: SaveAppointmentInput,
  settings: HospitalSettings,
  now: Date,
) {
  if (!isRegistrationOpen(settings, now))
    throw conflict(
      `当前不在挂号时间内，挂号时间为每日 ${describeWindow(settings)}`,
      'WINDOW_CLOSED',
    );
  const [patientIsOwn, schedule] = await Promise.all([
    ownsPatient(deps.db, userId, input.patientId),
    findSchedule(deps, input.scheduleId),
  ]);
  if (!patientIsOwn) throw notFound('就诊人不存在');
  if (!schedule) throw notFound('号源不存在');
  if (isSlotPast(schedule.date, schedule.period, now))
    throw conflict('该时段已过，请选择其他时段', 'SLOT_PAST');
  if (schedule.date > bookingHorizon(now, settings.bookingDays).to)
    throw conflict(`仅可预约 ${settings.bookingDays} 天内的号源`, 'NOT_YET_OPEN');
  // Sold-out storms end here, without a transaction; taking the number is what decides.
  if (schedule.status === 'stopped') throw stopped();
  if (schedule.remaining === 0) throw full();
  return schedule;
}

const stopped = () => conflict('该时段已停诊', 'SLOT_STOPPED');
const full = () => conflict('该时段号源已约满', 'SLOT_FULL');

/**
 * Takes the next number of the half-day and holds it for the patient until paid. The payment
 * order is written before the number is taken, so the half-day's row lock is held for one
 * UPDATE and one INSERT only.
 */
export async function bookAppointment(
  deps: BookingDeps,
  userId: number,
  input: SaveAppointmentInput,
): Promise<Appointment> {
  const now = deps.clock.now();
  const settings = await hospitalSettings(deps);
  const schedule = await checkBookable(deps, userId, input, settings, now);
  const expiresAt = new Date(now.getTime() + settings.paymentTimeoutMinutes * 60_000);
  const id = await nextAppointmentId(deps.db);
  try {
    await deps.db.transaction(async (tx) => {
      const order =
        schedule.feeFen > 0
          ? await createPaymentOrder(
              tx,
              {
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
            )
          : undefined;
      const sequence = await takeNumber({ db: tx }, schedule);
      if (sequence === null) throw full();
      await insertAppointment(tx, {
        id,
        orderNum: newOrderNum(now),
        userId,
        patientId: input.patientId,
        scheduleId: schedule.id,
        doctorId: schedule.doctorId,
        sequence,
        feeFen: schedule.feeFen,
        paymentOrderId: order?.id ?? null,
        expiresAt,
        createdAt: now,
        // A free clinic needs no payment: the number is the patient's at once.
        ...(schedule.feeFen === 0 && { status: 'paid' as const, paidAt: now }),
      });
      await announceAppointment(tx, 'appointment.booked', id, now);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'appointments_patient_schedule_live_key'))
      throw conflict('该就诊人已预约此医生的同一时段', 'DUPLICATE_APPOINTMENT');
    throw error;
  }
  return present(await ownAppointment(deps, userId, id), settings, now);
}
