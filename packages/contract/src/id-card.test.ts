import { describe, expect, it } from 'vitest';
import { ageOn, chinaToday, idCardCheckCharacter, validateChineseIdCard } from './id-card.ts';

const TODAY = '2024-06-15';

/** Appends the right check character to 17 digits. */
const withCheck = (first17: string) => first17 + idCardCheckCharacter(first17);

describe('validateChineseIdCard', () => {
  it('accepts a valid number and reads the birth date and gender from it', () => {
    expect(validateChineseIdCard('440306198512031234', TODAY)).toEqual({
      ok: true,
      birthDate: '1985-12-03',
      gender: 'MALE',
    });
    expect(validateChineseIdCard('110105199001010125', TODAY)).toEqual({
      ok: true,
      birthDate: '1990-01-01',
      gender: 'FEMALE',
    });
  });

  it('accepts an X check character, in either case', () => {
    const upper = validateChineseIdCard('11010519491231002X', TODAY);
    expect(upper).toEqual({ ok: true, birthDate: '1949-12-31', gender: 'FEMALE' });
    expect(validateChineseIdCard('11010519491231002x', TODAY)).toEqual(upper);
  });

  it('refuses a wrong check character', () => {
    expect(validateChineseIdCard('440306198512031235', TODAY)).toEqual({
      ok: false,
      reason: '身份证号校验位不正确，请核对',
    });
    expect(validateChineseIdCard('110105194912310020', TODAY).ok).toBe(false);
  });

  it('refuses impossible or implausible birth dates even with a right check character', () => {
    for (const first17 of [
      '11010519900230001', // 30 February
      '11010519901301001', // month 13
      '11010519010229001', // 1901 is not a leap year
      '11010518991231001', // before 1900
      '11010520240616001', // after today
    ]) {
      expect(validateChineseIdCard(withCheck(first17), TODAY)).toEqual({
        ok: false,
        reason: '身份证号中的出生日期不正确',
      });
    }
  });

  it('accepts 29 February of a leap year', () => {
    expect(validateChineseIdCard('110101200002290018', TODAY)).toMatchObject({
      ok: true,
      birthDate: '2000-02-29',
    });
  });

  it('refuses the old 15-digit numbers and other lengths', () => {
    expect(validateChineseIdCard('110105491231002', TODAY)).toEqual({
      ok: false,
      reason: '请使用18位身份证号',
    });
    expect(validateChineseIdCard('1101051990010101', TODAY).ok).toBe(false);
    expect(validateChineseIdCard('', TODAY).ok).toBe(false);
  });

  it('refuses letters other than a final X and unknown regions', () => {
    expect(validateChineseIdCard('11010519900101A125', TODAY).ok).toBe(false);
    expect(validateChineseIdCard(withCheck('99010519900101012'), TODAY)).toEqual({
      ok: false,
      reason: '身份证号地区码不正确',
    });
  });

  it('accepts residence-permit numbers, which follow the same standard', () => {
    expect(validateChineseIdCard('810000199001010019', TODAY).ok).toBe(true);
  });
});

describe('ageOn', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageOn('2000-06-15', TODAY)).toBe(24);
    expect(ageOn('2000-06-16', TODAY)).toBe(23);
    expect(ageOn(TODAY, TODAY)).toBe(0);
  });
});

describe('chinaToday', () => {
  it("gives China's date, which is ahead of UTC in the evening", () => {
    expect(chinaToday(new Date('2024-06-15T17:00:00Z'))).toBe('2024-06-16');
    expect(chinaToday(new Date('2024-06-15T15:00:00Z'))).toBe('2024-06-15');
  });
});
