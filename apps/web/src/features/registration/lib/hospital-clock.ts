import type { BizConfig } from '@hospital/contract';
import { isWithinRegistrationWindow } from '@hospital/contract';

const MINUTES_PER_DAY = 24 * 60;

/**
 * The hospital's minutes of the day now: the wall-clock time in the server's timestamp (it
 * carries the hospital's offset) plus what has elapsed since it was read, so a phone in
 * another time zone or with a wrong clock still checks against the hospital's hours.
 */
export function hospitalMinutesOfDay(serverTime: string, elapsedMs: number): number {
  const match = /T(\d{2}):(\d{2})/.exec(serverTime);
  const read = match ? Number(match[1]) * 60 + Number(match[2]) : 0;
  return Math.floor(read + elapsedMs / 60_000) % MINUTES_PER_DAY;
}

/** Booking is open when the hospital's time lies in the window, which may wrap past midnight. */
export function isRegistrationOpenAt(config: BizConfig, readAt: number, now = Date.now()): boolean {
  return isWithinRegistrationWindow(
    config.registrationWindow,
    hospitalMinutesOfDay(config.serverTime, Math.max(0, now - readAt)),
  );
}
