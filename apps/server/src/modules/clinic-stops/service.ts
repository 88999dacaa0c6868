import type { ClinicStop } from '@hospital/contract';
import type { ClinicStopResult } from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
import { endAppointmentsOfStoppedClinic } from '../appointments/index.ts';
import { recordAudit } from '../audit/index.ts';
import { currentHorizon } from '../hospitals/index.ts';
import { addMessage } from '../notices/index.ts';
import { findSchedule, rebookOffer, stopSchedule } from '../schedules/index.ts';
import { enqueueHostMessage } from './host-message.ts';
import { hostStopNotice, rebookOf, stopMessage } from './message.ts';
import {
  clinicOfSchedule,
  findStopOfOwnAppointment,
  findStopOfSchedule,
  insertStop,
  type ClinicStopRow,
} from './repository.ts';

type StopDeps = Pick<ServerDeps, 'db' | 'clock'>;

export interface StopRequest {
  reason: string;
  /** `his:<client id>` or `staff:<staff id>`, kept with the stop, its refunds and the audit log. */
  actor: string;
  /** The request that asked, to find it in the server log from the audit log. */
  requestId?: string;
}

const resultOf = (stop: ClinicStopRow, alreadyStopped: boolean): ClinicStopResult => ({
  scheduleId: stop.scheduleId,
  alreadyStopped,
  stoppedAt: stop.stoppedAt.toISOString(),
  refunded: stop.refunded,
  canceled: stop.canceled,
});

/**
 * Stops a half-day (停诊) in one transaction: the half-day stopped, every live appointment
 * ended (paid ones with their full refund written, unpaid ones with their order closed),
 * the stop recorded and each holder messaged with a rebook offer. The refunds, trade
 * closes and host template messages are side effects of that commit, so a server dying afterwards loses nothing and a
 * server dying before it leaves nothing half done. Stopping it again changes nothing.
 * Null when there is no such half-day.
 */
export async function stopClinic(
  deps: StopDeps,
  scheduleId: number,
  request: StopRequest,
): Promise<ClinicStopResult | null> {
  return deps.db.transaction(async (tx) => {
    const inTx = { db: tx, clock: deps.clock };
    const schedule = await stopSchedule(inTx, scheduleId);
    if (!schedule) {
      const earlier = await findStopOfSchedule(tx, scheduleId);
      if (earlier) return resultOf(earlier, true);
      const existing = await findSchedule(inTx, scheduleId);
      if (!existing) return null;
      // Stopped before stops were recorded (or by the HIS's own publish): nothing is live on it.
      return {
        scheduleId,
        alreadyStopped: true,
        stoppedAt: deps.clock.now().toISOString(),
        refunded: 0,
        canceled: 0,
      };
    }
    const now = deps.clock.now();
    const clinic = await clinicOfSchedule(tx, scheduleId);
    if (!clinic) throw new Error(`schedule ${scheduleId} has no doctor`);
    const ended = await endAppointmentsOfStoppedClinic(inTx, scheduleId, request.actor);
    const offer = await rebookOffer(
      inTx,
      schedule,
      clinic.departmentId,
      await currentHorizon(inTx),
    );
    for (const appointment of ended) {
      const input = {
        ...clinic,
        date: schedule.date,
        period: schedule.period,
        reason: request.reason,
        refundFen: appointment.refundFen,
        sameDoctor: offer.sameDoctor,
        hasOthers: offer.others.length > 0,
      };
      await addMessage(tx, {
        userId: appointment.userId,
        ...stopMessage(input),
        rebook: rebookOf(appointment.appointmentId, clinic.deptCode, offer.sameDoctor),
        createdAt: now,
      });
      await enqueueHostMessage(
        tx,
        hostStopNotice(input, {
          appointmentId: appointment.appointmentId,
          userId: appointment.userId,
        }),
      );
    }
    const stop = await insertStop(tx, {
      scheduleId,
      reason: request.reason,
      actor: request.actor,
      stoppedAt: now,
      refunded: ended.filter((appointment) => appointment.refundFen > 0).length,
      canceled: ended.filter((appointment) => appointment.refundFen === 0).length,
    });
    await recordAudit(tx, {
      actor: request.actor,
      action: 'schedule.stop',
      entityType: 'schedule',
      entityId: scheduleId,
      before: { status: 'open' },
      after: { status: schedule.status, reason: stop.reason },
      details: { refunded: stop.refunded, canceled: stop.canceled },
      ...(request.requestId && { requestId: request.requestId }),
      at: stop.stoppedAt,
    });
    return resultOf(stop, false);
  });
}

/** The stop that ended one of the account's appointments, with what to book instead now. */
export async function clinicStopOf(
  deps: StopDeps,
  userId: number,
  appointmentId: number,
): Promise<ClinicStop | null> {
  const found = await findStopOfOwnAppointment(deps.db, userId, appointmentId);
  const schedule = found && (await findSchedule(deps, found.stop.scheduleId));
  if (!found || !schedule) return null;
  const offer = await rebookOffer(deps, schedule, found.departmentId, await currentHorizon(deps));
  return {
    appointmentId,
    reason: found.stop.reason,
    stoppedAt: found.stop.stoppedAt.toISOString(),
    deptCode: found.deptCode,
    deptName: found.deptName,
    ...offer,
  };
}
