import { afterEach, describe, expect, it } from 'vitest';
import { showLocale } from '../i18n/index.ts';
import {
  datePickerRange,
  formatDate,
  formatDateTime,
  formatDateWithWeekday,
  isoDate,
  weekdayOf,
} from './date.ts';

describe('formatDate', () => {
  it('formats dates as yyyy-mm-dd', () => {
    expect(formatDate(new Date(2025, 2, 7, 15, 4))).toBe('2025-03-07');
    expect(formatDate('2024-12-31T10:00:00+08:00')).toMatch(/^2024-12-3[01]$/);
  });
});

describe('datePickerRange', () => {
  it('spans five years before to five years after the current year', () => {
    const { min, max } = datePickerRange(new Date(2025, 5, 1));
    expect(formatDate(min)).toBe('2020-01-01');
    expect(formatDate(max)).toBe('2030-12-31');
  });
});

describe('formatDateWithWeekday', () => {
  it('adds the weekday to the date', () => {
    expect(formatDateWithWeekday('2026-11-23')).toBe('2026-11-23 周一');
    expect(formatDateWithWeekday(new Date(2026, 10, 22))).toBe('2026-11-22 周日');
  });
});

describe('dates in English', () => {
  afterEach(() => showLocale('zh-CN'));

  it('reads the English way, weekday first, while data stays yyyy-mm-dd', async () => {
    await showLocale('en');
    expect(formatDate(new Date(2025, 2, 7, 15, 4))).toBe('Mar 7, 2025');
    expect(formatDateTime(new Date(2025, 2, 7, 15, 4))).toBe('Mar 7, 2025, 15:04');
    expect(formatDateWithWeekday('2026-11-23')).toBe('Mon, Nov 23, 2026');
    expect(weekdayOf('2026-11-22')).toBe('Sun');
    expect(isoDate(new Date(2025, 2, 7))).toBe('2025-03-07');
  });
});
