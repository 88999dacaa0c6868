import { afterEach, describe, expect, it } from 'vitest';
import { showLocale } from '../i18n/index.ts';
import { formatFen } from './money.ts';

describe('formatFen', () => {
  it('shows fen as yuan with two decimals', () => {
    expect(formatFen(1250)).toBe('¥12.50');
    expect(formatFen(5000)).toBe('¥50.00');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(-1250)).toBe('-¥12.50');
  });
});

describe('money in English', () => {
  afterEach(() => showLocale('zh-CN'));

  it('names the currency the English way', async () => {
    await showLocale('en');
    expect(formatFen(1250)).toBe('CN¥12.50');
    expect(formatFen(-1250)).toBe('-CN¥12.50');
  });
});
