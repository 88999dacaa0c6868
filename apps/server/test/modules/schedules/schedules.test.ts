import { describe, expect, it } from 'vitest';
import { toSchedule, type ScheduleRow } from '../../../src/modules/schedules/index.ts';

const row = (overrides: Partial<ScheduleRow> = {}): ScheduleRow => ({
  id: 1,
  hisId: null,
  doctorId: 7,
  date: '2026-11-23',
  period: 'afternoon',
  feeFen: 5000,
  capacity: 20,
  remaining: 5,
  nextSequence: 16,
  status: 'open',
  ...overrides,
});

// Beijing is UTC+8: 2026-11-23 10:00 in the hospital is 02:00 UTC.
const beijing = (time: string) => new Date(`2026-11-23T${time}:00+08:00`);

describe('toSchedule', () => {
  it('shows a half-day with slots left as open until its clinic closes', () => {
    expect(toSchedule(row(), beijing('10:00')).status).toBe('open');
  });

  it('shows a half-day whose clinic has closed as ended, even with slots left', () => {
    expect(toSchedule(row({ period: 'morning' }), beijing('12:30')).status).toBe('ended');
    expect(toSchedule(row(), beijing('18:00')).status).toBe('ended');
  });

  it('keeps stopped clinics stopped and marks sold-out ones full', () => {
    expect(toSchedule(row({ status: 'stopped' }), beijing('18:00')).status).toBe('stopped');
    expect(toSchedule(row({ remaining: 0 }), beijing('10:00')).status).toBe('full');
  });
});
