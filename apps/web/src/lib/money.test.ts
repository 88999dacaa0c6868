import { describe, expect, it } from 'vitest';
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
