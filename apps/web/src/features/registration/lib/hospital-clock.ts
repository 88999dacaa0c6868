import type { BizConfig } from '@hospital/contract';
import { hospitalMinutesAt, isWithinRegistrationWindow } from '@hospital/contract';

/**
 * The hospital's minutes of the day now: the server's time when the settings were read plus
 * what has elapsed since, so a phone in another time zone or with a wrong clock still checks
 * against the hospital's hours. The server's timestamp is an instant (any offset).
 */
export function hospitalMinutesOfDay(serverTime: string, elapsedMs: number): number {
  return hospitalMinutesAt(Date.parse(serverTime) + elapsedMs);
}

/** Booking is open when the hospital's time lies in the window, which may wrap past midnight. */
export function isRegistrationOpenAt(config: BizConfig, readAt: number, now = Date.now()): boolean {
  return isWithinRegistrationWindow(
    config.registrationWindow,
    hospitalMinutesOfDay(config.serverTime, Math.max(0, now - readAt)),
  );
}
