import { describe, expect, it } from 'vitest';
import { cancelDeadline, newOrderNum } from '../../../src/modules/appointments/rules.ts';
import type { HospitalSettings } from '../../../src/modules/hospitals/index.ts';
import {
  addDays,
  bookingHorizon,
  hospitalDate,
  isRegistrationOpen,
  isSlotPast,
  minutesOfDay,
  periodStart,
  weekdayOf,
} from '../../../src/modules/schedules/index.ts';

/** An instant given in the hospital's time (UTC+8). */
const beijing = (text: string) => new Date(`${text}+08:00`);

describe("the hospital's clock", () => {
  it('reads dates and minutes in China Standard Time', () => {
    const lateEvening = new Date('2025-03-01T17:30:00Z');
    expect(hospitalDate(lateEvening)).toBe('2025-03-02');
    expect(minutesOfDay(lateEvening)).toBe(90);
    expect(weekdayOf('2025-03-02')).toBe(7);
    expect(weekdayOf('2025-03-03')).toBe(1);
    expect(addDays('2025-02-27', 2)).toBe('2025-03-01');
    expect(bookingHorizon(lateEvening, 14)).toEqual({ from: '2025-03-02', to: '2025-03-15' });
    expect(periodStart('2025-03-02', 'afternoon').toISOString()).toBe('2025-03-02T05:30:00.000Z');
  });
});

describe('registration rules', () => {
  const overnight = {
    registrationStartHour: 7,
    registrationStartMinute: 0,
    registrationEndHour: 0,
    registrationEndMinute: 30,
  } as HospitalSettings;

  it('opens the window on the hospital clock, wrapping past midnight', () => {
    expect(isRegistrationOpen(overnight, beijing('2025-03-01T07:00:00'))).toBe(true);
    expect(isRegistrationOpen(overnight, beijing('2025-03-01T00:15:00'))).toBe(true);
    expect(isRegistrationOpen(overnight, beijing('2025-03-01T00:31:00'))).toBe(false);
    expect(isRegistrationOpen(overnight, beijing('2025-03-01T06:59:00'))).toBe(false);
  });

  it('treats a half-day as past once its clinic closes', () => {
    expect(isSlotPast('2025-03-01', 'morning', beijing('2025-03-01T11:59:00'))).toBe(false);
    expect(isSlotPast('2025-03-01', 'morning', beijing('2025-03-01T12:00:00'))).toBe(true);
    expect(isSlotPast('2025-03-01', 'afternoon', beijing('2025-03-01T12:00:00'))).toBe(false);
    expect(isSlotPast('2025-03-01', 'afternoon', beijing('2025-03-01T17:30:00'))).toBe(true);
    expect(isSlotPast('2025-02-28', 'afternoon', beijing('2025-03-01T00:00:00'))).toBe(true);
  });

  it('puts the cancellation cut-off the given hours before the clinic opens', () => {
    expect(cancelDeadline('2025-03-01', 'morning', 2)).toEqual(beijing('2025-03-01T06:00:00'));
    expect(cancelDeadline('2025-03-01', 'afternoon', 24)).toEqual(beijing('2025-02-28T13:30:00'));
  });

  it('numbers orders with the hospital date', () => {
    expect(newOrderNum(beijing('2025-03-01T00:10:00'), () => 0.5)).toBe('GH202503015555555555');
  });
});
