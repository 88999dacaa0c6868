import { hospitalMinutesAt, type Period } from '@hospital/contract';

/** The hospital keeps China Standard Time, which has no daylight saving. */
const OFFSET_MINUTES = 8 * 60;
const OFFSET = '+08:00';
const DAY_MS = 24 * 3600 * 1000;

/** When each half-day's clinic opens and closes, in minutes of the hospital's day. */
const PERIOD_HOURS: Record<Period, { start: number; end: number }> = {
  morning: { start: 8 * 60, end: 12 * 60 },
  afternoon: { start: 13 * 60 + 30, end: 17 * 60 + 30 },
};

const shifted = (now: Date) => new Date(now.getTime() + OFFSET_MINUTES * 60_000);

/** The hospital's calendar date at `now`, as yyyy-mm-dd. */
export const hospitalDate = (now: Date): string => shifted(now).toISOString().slice(0, 10);

/** Minutes since the hospital's midnight: the registration window is set in the hospital's hours. */
export const minutesOfDay = (now: Date): number => hospitalMinutesAt(now.getTime());

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 (Monday) to 7 (Sunday). */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The instant `minutes` into the hospital's day `date` (yyyy-mm-dd). */
export const hospitalTime = (date: string, minutes: number): Date =>
  new Date(
    `${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00${OFFSET}`,
  );

export const periodStart = (date: string, period: Period): Date =>
  hospitalTime(date, PERIOD_HOURS[period].start);

export const periodEnd = (date: string, period: Period): Date =>
  hospitalTime(date, PERIOD_HOURS[period].end);

/** The first and last day of the booking horizon, both included. */
export interface Horizon {
  from: string;
  to: string;
}

/** The first and last day patients may book, today included. */
export function bookingHorizon(now: Date, bookingDays: number): Horizon {
  const from = hospitalDate(now);
  return { from, to: addDays(from, bookingDays - 1) };
}
