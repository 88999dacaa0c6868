import type { Appointment } from '@hospital/contract';
import type { HospitalSettings } from '../hospitals/index.ts';
import { periodStart, weekdayOf } from '../schedules/index.ts';
import type { AppointmentRecord } from './repository.ts';
import { cancelDeadline } from './rules.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function present(
  record: AppointmentRecord,
  settings: HospitalSettings,
  now: Date,
): Appointment {
  const { appointment: row, date, period } = record;
  const deadline = cancelDeadline(date, period, settings.cancelCutoffHours);
  const pending = row.status === 'pending_payment';
  return {
    id: row.id,
    orderNum: row.orderNum,
    status: row.status,
    patientId: row.patientId,
    patientName: record.patientName,
    patientCode: record.patientCode,
    scheduleId: row.scheduleId,
    docId: row.doctorId,
    doctorName: record.doctorName,
    doctorTitle: record.doctorTitle,
    deptCode: record.deptCode,
    deptName: record.deptName,
    location: record.location,
    date,
    weekday: weekdayOf(date),
    period,
    startsAt: periodStart(date, period).toISOString(),
    sequence: row.sequence,
    feeFen: row.feeFen,
    paidWith: row.paidWith,
    expiresAt: pending ? row.expiresAt.toISOString() : null,
    cancelDeadline: deadline.toISOString(),
    canCancel: pending || (row.status === 'paid' && now.getTime() < deadline.getTime()),
    canEvaluate: row.status === 'visited' && !record.evaluated,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    canceledAt: iso(row.canceledAt),
    cancelReason: row.cancelReason,
  };
}
