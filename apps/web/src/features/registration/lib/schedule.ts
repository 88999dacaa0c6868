import type { Schedule } from '@hospital/contract';

export const isBookable = (schedule: Schedule): boolean =>
  schedule.status === 'open' && schedule.remaining > 0;

/** Morning before afternoon within a day, days in order. */
export const byDateAndPeriod = (a: Schedule, b: Schedule): number =>
  a.date === b.date ? (a.period === 'morning' ? -1 : 1) : a.date < b.date ? -1 : 1;
