import { describe, expect, it } from 'vitest';
import { formatRegistrationWindow, isRegistrationOpen } from './registration-window.ts';

const at = (hour: number, minute: number) => new Date(2025, 0, 15, hour, minute);
const daytime = { start: { hour: 8, minute: 0 }, end: { hour: 17, minute: 30 } };
const overnight = { start: { hour: 22, minute: 0 }, end: { hour: 6, minute: 0 } };

describe('isRegistrationOpen', () => {
  it('is open inside the window, bounds included', () => {
    expect(isRegistrationOpen(daytime, at(8, 0))).toBe(true);
    expect(isRegistrationOpen(daytime, at(12, 15))).toBe(true);
    expect(isRegistrationOpen(daytime, at(17, 30))).toBe(true);
  });

  it('is closed outside the window', () => {
    expect(isRegistrationOpen(daytime, at(7, 59))).toBe(false);
    expect(isRegistrationOpen(daytime, at(17, 31))).toBe(false);
  });

  it('wraps past midnight when the end is before the start', () => {
    expect(isRegistrationOpen(overnight, at(23, 0))).toBe(true);
    expect(isRegistrationOpen(overnight, at(0, 30))).toBe(true);
    expect(isRegistrationOpen(overnight, at(6, 0))).toBe(true);
    expect(isRegistrationOpen(overnight, at(12, 0))).toBe(false);
    expect(isRegistrationOpen(overnight, at(21, 59))).toBe(false);
  });
});

describe('formatRegistrationWindow', () => {
  it('writes the hours as HH:mm-HH:mm', () => {
    expect(formatRegistrationWindow(daytime)).toBe('08:00-17:30');
  });
});
