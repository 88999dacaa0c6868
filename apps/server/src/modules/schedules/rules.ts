import {
  isWithinRegistrationWindow,
  type Period,
  type RegistrationWindow,
  type Schedule,
} from '@hospital/contract';
import { minutesOfDay, periodEnd, weekdayOf } from './calendar.ts';
import type { ScheduleRow } from './repository.ts';

/** The daily hours numbers are released in, as the hospital's settings keep them. */
export interface RegistrationHours {
  registrationStartHour: number;
  registrationStartMinute: number;
  registrationEndHour: number;
  registrationEndMinute: number;
}

export const registrationWindowOf = (hours: RegistrationHours): RegistrationWindow => ({
  start: { hour: hours.registrationStartHour, minute: hours.registrationStartMinute },
  end: { hour: hours.registrationEndHour, minute: hours.registrationEndMinute },
});

/** Booking is open while the hospital's clock lies in its window, which may wrap past midnight. */
export const isRegistrationOpen = (hours: RegistrationHours, now: Date): boolean =>
  isWithinRegistrationWindow(registrationWindowOf(hours), minutesOfDay(now));

/** A half-day can be booked until its clinic closes: today's morning is past at 12:00. */
export const isSlotPast = (date: string, period: Period, now: Date): boolean =>
  periodEnd(date, period).getTime() <= now.getTime();

/** A half-day as patients see it at `now`: a closed clinic is shown as ended, never open. */
export function toSchedule(row: ScheduleRow, now: Date): Schedule {
  return {
    id: row.id,
    docId: row.doctorId,
    date: row.date,
    weekday: weekdayOf(row.date),
    period: row.period,
    feeFen: row.feeFen,
    remaining: row.remaining,
    capacity: row.capacity,
    status:
      row.status === 'stopped'
        ? 'stopped'
        : isSlotPast(row.date, row.period, now)
          ? 'ended'
          : row.remaining === 0
            ? 'full'
            : 'open',
  };
}
