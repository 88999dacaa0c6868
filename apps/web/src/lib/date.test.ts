import { describe, expect, it } from 'vitest';
import { datePickerRange, formatDate } from './date.ts';

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
