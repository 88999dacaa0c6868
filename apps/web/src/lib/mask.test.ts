import { describe, expect, it } from 'vitest';
import { maskIdCard, maskName, maskPhone } from './mask.ts';

describe('masking in the payment-app host', () => {
  it('keeps only the last character of a name', () => {
    expect(maskName('张三丰', true)).toBe('**丰');
    expect(maskName('欧阳娜娜', true)).toBe('***娜');
  });

  it('stars the first character of a two-character name', () => {
    expect(maskName('李四', true)).toBe('*四');
  });

  it('keeps the first and last character of an ID card', () => {
    expect(maskIdCard('110101199003077777', true)).toBe(`1${'*'.repeat(16)}7`);
  });

  it('keeps the first 3 and last 2 digits of a phone', () => {
    expect(maskPhone('13812345678', true)).toBe('138******78');
  });

  it('leaves everything as it is in other hosts', () => {
    expect(maskName('张三丰', false)).toBe('张三丰');
    expect(maskIdCard('110101199003077777', false)).toBe('110101199003077777');
    expect(maskPhone('13812345678', false)).toBe('13812345678');
  });
});
