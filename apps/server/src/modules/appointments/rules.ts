import { isWithinRegistrationWindow, type Period } from '@hospital/contract';
import type { HospitalSettings } from '../hospitals/repo.ts';
import { minutesOfDay, periodEnd, periodStart } from '../hospitals/clock.ts';

export const registrationWindowOf = (settings: HospitalSettings) => ({
  start: { hour: settings.registrationStartHour, minute: settings.registrationStartMinute },
  end: { hour: settings.registrationEndHour, minute: settings.registrationEndMinute },
});

/** Booking is open while the hospital's clock lies in its window, which may wrap past midnight. */
export const isRegistrationOpen = (settings: HospitalSettings, now: Date): boolean =>
  isWithinRegistrationWindow(registrationWindowOf(settings), minutesOfDay(now));

/** A half-day can be booked until its clinic closes: today's morning is past at 12:00. */
export const isSlotPast = (date: string, period: Period, now: Date): boolean =>
  periodEnd(date, period).getTime() <= now.getTime();

/** Cancelling (with a full refund) is allowed until this long before the clinic opens. */
export const cancelDeadline = (date: string, period: Period, cutoffHours: number): Date =>
  new Date(periodStart(date, period).getTime() - cutoffHours * 3600_000);

/** Unique per appointment, readable on the certificate: GH + hospital date + 10 digits. */
export function newOrderNum(now: Date, random: () => number = Math.random): string {
  const stamp = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  const digits = Array.from({ length: 10 }, () => Math.floor(random() * 10)).join('');
  return `GH${stamp}${digits}`;
}
