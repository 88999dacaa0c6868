import type { ClinicQueue, QueuePosition } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { paidAppointmentsOn } from '../appointments/index.ts';
import { hospitalDate } from '../schedules/index.ts';
import { aheadOf, CONSULT_MINUTES, queueStates, waitingIn, type QueueState } from './calling.ts';
import { openHalfDaysOn } from './repository.ts';

type QueueDeps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

/** Imaging departments queue at the radiology desk rather than a consulting room. */
const RADIATION_DEPARTMENTS = ['FSK', 'YXK'];

const notCalledYet: QueueState = { calling: 0, sequences: [] };

/** Where the account's paid numbers of today stand, at the radiology desk or in the clinics. */
export async function myQueuePositions(
  deps: QueueDeps,
  userId: number,
  appointmentId: number | undefined,
  radiation: boolean,
): Promise<QueuePosition[]> {
  const now = deps.clock.now();
  const records = (await paidAppointmentsOn(deps, userId, hospitalDate(now), appointmentId)).filter(
    (record) => RADIATION_DEPARTMENTS.includes(record.deptCode) === radiation,
  );
  const states = await queueStates(
    deps.db,
    records.map(({ appointment, date, period }) => ({
      scheduleId: appointment.scheduleId,
      date,
      period,
    })),
    deps.config.demo,
    now,
  );
  return records.map((record) => {
    const state = states.get(record.appointment.scheduleId) ?? notCalledYet;
    const ahead = aheadOf(state, record.appointment.sequence);
    return {
      appointmentId: record.appointment.id,
      patientName: record.patientName,
      deptName: record.deptName,
      doctorName: record.doctorName,
      location: record.location,
      date: record.date,
      period: record.period,
      sequence: record.appointment.sequence,
      calling: state.calling,
      ahead,
      estimatedWaitMinutes: ahead * CONSULT_MINUTES,
    };
  });
}

/** Today's open clinics, of one department or all, with the number called and those waiting. */
export async function clinicQueues(
  deps: QueueDeps,
  deptCode: string | undefined,
): Promise<ClinicQueue[]> {
  const now = deps.clock.now();
  const rows = await openHalfDaysOn(deps.db, hospitalDate(now), deptCode);
  const states = await queueStates(deps.db, rows, deps.config.demo, now);
  return rows.map(({ date: _date, ...row }) => {
    const state = states.get(row.scheduleId) ?? notCalledYet;
    return { ...row, calling: state.calling, waiting: waitingIn(state) };
  });
}
