import type { ExamDetail, ExamPeriod, ExamSummary } from '@hospital/contract';
import { hospitalTime } from '../schedules/index.ts';
import type { ExamPeriodRow } from './his-repository.ts';
import type { ExamRow } from './repository.ts';

/** How many days ahead, today included, a room's periods are offered. */
export const EXAM_DAYS = 14;

type Slot = Pick<ExamPeriodRow, 'date' | 'startTime' | 'endTime'>;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const periodStarted = (period: Slot, now: Date): boolean =>
  hospitalTime(period.date, minutes(period.startTime)) <= now;

/** Exams of one group go the same day, one after the other. */
export const compatible = (a: Slot, b: Slot): boolean =>
  a.date === b.date && (a.endTime <= b.startTime || b.endTime <= a.startTime);

/** Whether the exam may take the period at all, leaving its seats and group aside. */
export const suits = (order: ExamRow['order'], period: ExamPeriodRow, now: Date): boolean =>
  period.roomId === order.roomId &&
  !periodStarted(period, now) &&
  (!order.fasting || period.morning);

/**
 * One period per exam, the same day, none overlapping each other or `fixed` (the group's
 * periods already booked); the earliest day and, within it, the earliest times. Null when
 * no day fits every exam.
 */
export function fitGroup(candidates: ExamPeriodRow[][], fixed: Slot[]): ExamPeriodRow[] | null {
  const days = [...new Set(candidates.flat().map((period) => period.date))].sort();
  for (const day of days) {
    const choice = place(
      candidates.map((periods) => periods.filter((period) => period.date === day)),
      fixed,
    );
    if (choice) return choice;
  }
  return null;
}

function place(candidates: ExamPeriodRow[][], taken: Slot[]): ExamPeriodRow[] | null {
  const [first, ...rest] = candidates;
  if (!first) return [];
  for (const period of first) {
    if (!taken.every((slot) => compatible(slot, period))) continue;
    const others = place(rest, [...taken, period]);
    if (others) return [period, ...others];
  }
  return null;
}

const toSlot = (period: ExamPeriodRow) => ({
  id: period.id,
  date: period.date,
  startTime: period.startTime,
  endTime: period.endTime,
  morning: period.morning,
});

export const toSummary = (row: ExamRow): ExamSummary => ({
  orderId: row.order.id,
  patientId: row.patientId,
  patientName: row.patientName,
  name: row.order.name,
  kind: row.order.kind,
  fasting: row.order.fasting,
  groupKey: row.order.groupKey,
  status: row.period ? 'booked' : 'pending',
  room: { name: row.room.name, building: row.room.building, floor: row.room.floor },
  period: row.period ? toSlot(row.period) : null,
});

export const toDetail = (row: ExamRow, group: ExamRow[], now: Date): ExamDetail => ({
  ...toSummary(row),
  preparation: row.order.preparation,
  groupNames: group
    .filter((other) => other.order.id !== row.order.id)
    .map((other) => other.order.name),
  changeable: row.period !== null && !periodStarted(row.period, now),
});

export const toPeriod = (period: ExamPeriodRow, available: boolean): ExamPeriod => ({
  ...toSlot(period),
  remaining: period.remaining,
  available: available && period.remaining > 0,
});
