import { describe, expect, it } from 'vitest';
import { PasswordSchema, PhoneSchema, passwordProblems, UserNameSchema } from './user.ts';

describe('passwordProblems', () => {
  it('accepts 8-20 characters with a letter and a digit', () => {
    expect(passwordProblems('abc12345')).toEqual([]);
    expect(passwordProblems(`${'a'.repeat(19)}1`)).toEqual([]);
    expect(PasswordSchema.safeParse('Kangfu2024!').success).toBe(true);
  });

  it('names every problem in Chinese', () => {
    expect(passwordProblems('abc1')).toEqual(['密码长度应为8-20位']);
    expect(passwordProblems('abcdefgh')).toEqual(['密码须包含至少一个数字']);
    expect(passwordProblems('12345678')).toEqual(['密码须包含至少一个字母']);
    expect(passwordProblems('')).toHaveLength(3);
    expect(passwordProblems(`${'a'.repeat(20)}1`)).toEqual(['密码长度应为8-20位']);
  });

  it('gives the schema the same messages', () => {
    const result = PasswordSchema.safeParse('abcdefgh');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['密码须包含至少一个数字']);
  });
});

describe('PhoneSchema', () => {
  it('accepts 11-digit mainland mobile numbers only', () => {
    expect(PhoneSchema.safeParse('13800138000').success).toBe(true);
    for (const phone of ['1380013800', '138001380001', '12800138000', '23800138000', '1380013800a'])
      expect(PhoneSchema.safeParse(phone).success).toBe(false);
  });
});

describe('UserNameSchema', () => {
  it('trims, and refuses empty, over-long or control-character names', () => {
    expect(UserNameSchema.parse('  张三 ')).toBe('张三');
    for (const name of ['  ', '王'.repeat(21), 'a\nb'])
      expect(UserNameSchema.safeParse(name).success).toBe(false);
  });
});
