import dayjs from 'dayjs';

export const BOOKING_DAYS = 14;

/** The 14 bookable days from `today`, as yyyy-mm-dd. */
export function bookingDays(today: string): string[] {
  return Array.from({ length: BOOKING_DAYS }, (_, offset) =>
    dayjs(today).add(offset, 'day').format('YYYY-MM-DD'),
  );
}
