import type { BizConfig } from '@hospital/contract';
import { describe, expect, it } from 'vitest';
import { hospitalMinutesOfDay, isRegistrationOpenAt } from './hospital-clock.ts';

const config = (serverTime: string): BizConfig => ({
  hospitalName: '示例医院',
  registrationWindow: { start: { hour: 7, minute: 0 }, end: { hour: 0, minute: 30 } },
  paymentTimeoutMinutes: 15,
  cancelCutoffHours: 2,
  bookingDays: 14,
  creditPayEnabled: false,
  hcarePayEnabled: false,
  serverTime,
});

describe('hospitalMinutesOfDay', () => {
  it("reads the hospital's wall clock from the server time and adds the time since", () => {
    expect(hospitalMinutesOfDay('2026-11-22T08:15:00+08:00', 0)).toBe(8 * 60 + 15);
    expect(hospitalMinutesOfDay('2026-11-22T23:59:30+08:00', 2 * 60_000)).toBe(1);
  });

  it("reads a timestamp in UTC, as the server sends it, on the hospital's clock", () => {
    expect(hospitalMinutesOfDay('2026-11-23T02:00:00.000Z', 0)).toBe(10 * 60);
    expect(hospitalMinutesOfDay('2026-11-23T16:29:00Z', 60_000)).toBe(30);
  });
});

describe('isRegistrationOpenAt', () => {
  it('follows a window that wraps past midnight', () => {
    expect(isRegistrationOpenAt(config('2026-11-22T00:20:00+08:00'), 0, 0)).toBe(true);
    expect(isRegistrationOpenAt(config('2026-11-22T03:00:00+08:00'), 0, 0)).toBe(false);
    expect(isRegistrationOpenAt(config('2026-11-22T07:00:00+08:00'), 0, 0)).toBe(true);
  });

  it('is open at 10:00 in the hospital when the server writes that instant in UTC', () => {
    expect(isRegistrationOpenAt(config('2026-11-23T02:00:00Z'), 0, 0)).toBe(true);
    expect(isRegistrationOpenAt(config('2026-11-23T20:00:00Z'), 0, 0)).toBe(false);
  });
});
