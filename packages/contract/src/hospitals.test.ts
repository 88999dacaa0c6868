import { describe, expect, it } from 'vitest';
import { hospitalMinutesAt, isWithinRegistrationWindow } from './hospitals.ts';

const at = (hour: number, minute = 0) => hour * 60 + minute;

describe('isWithinRegistrationWindow', () => {
  const daytime = { start: { hour: 8, minute: 0 }, end: { hour: 17, minute: 30 } };
  const overnight = { start: { hour: 7, minute: 0 }, end: { hour: 0, minute: 30 } };

  it('includes both ends of a daytime window', () => {
    expect(isWithinRegistrationWindow(daytime, at(8))).toBe(true);
    expect(isWithinRegistrationWindow(daytime, at(17, 30))).toBe(true);
    expect(isWithinRegistrationWindow(daytime, at(7, 59))).toBe(false);
    expect(isWithinRegistrationWindow(daytime, at(17, 31))).toBe(false);
  });

  it('wraps past midnight when the end is before the start', () => {
    expect(isWithinRegistrationWindow(overnight, at(23, 59))).toBe(true);
    expect(isWithinRegistrationWindow(overnight, at(0, 15))).toBe(true);
    expect(isWithinRegistrationWindow(overnight, at(0, 31))).toBe(false);
    expect(isWithinRegistrationWindow(overnight, at(6, 59))).toBe(false);
    expect(isWithinRegistrationWindow(overnight, at(7))).toBe(true);
  });
});

describe('hospitalMinutesAt', () => {
  it("counts from the hospital's midnight, UTC+8, across the UTC day's edge", () => {
    expect(hospitalMinutesAt(Date.parse('2026-11-23T02:00:00Z'))).toBe(10 * 60);
    expect(hospitalMinutesAt(Date.parse('2026-11-23T15:59:00Z'))).toBe(23 * 60 + 59);
    expect(hospitalMinutesAt(Date.parse('2026-11-23T16:00:00Z'))).toBe(0);
    expect(hospitalMinutesAt(Date.parse('1969-12-31T20:00:00Z'))).toBe(4 * 60);
  });
});
