import { describe, expect, it } from 'vitest';
import { DateSchema, IdSchema } from './common.ts';

describe('IdSchema', () => {
  it('reads canonical decimal text and JSON numbers as the id', () => {
    expect(IdSchema.parse('7')).toBe(7);
    expect(IdSchema.parse('2147483647')).toBe(2_147_483_647);
    expect(IdSchema.parse(42)).toBe(42);
  });

  it.each([
    '+1',
    '0x7',
    ' 7 ',
    '07',
    '0',
    '-3',
    '1e3',
    '7.0',
    '',
    '2147483648',
    '99999999999999999',
  ])('refuses %j', (text) => {
    expect(IdSchema.safeParse(text).success).toBe(false);
  });

  it('refuses numbers that are no id', () => {
    for (const value of [0, -1, 1.5, 2_147_483_648, Number.NaN]) {
      expect(IdSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('DateSchema', () => {
  it('accepts days that exist, leap days included', () => {
    for (const day of ['2026-02-28', '2028-02-29', '2026-12-31', '0001-01-01']) {
      expect(DateSchema.safeParse(day).success).toBe(true);
    }
  });

  it('refuses days that do not exist instead of rolling them over', () => {
    for (const day of ['2026-02-30', '2026-13-45', '0000-00-00', '0000-01-01', '2027-02-29']) {
      expect(DateSchema.safeParse(day).success).toBe(false);
    }
  });

  it('refuses anything but yyyy-mm-dd', () => {
    for (const text of ['2026-2-3', '20260203', '2026-02-03T00:00:00Z', ' 2026-02-03', '']) {
      expect(DateSchema.safeParse(text).success).toBe(false);
    }
  });
});
