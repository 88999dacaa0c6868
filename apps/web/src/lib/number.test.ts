import { describe, expect, it } from 'vitest';
import { clampPercent, normalizeNumberInput } from './number.ts';

describe('normalizeNumberInput', () => {
  it('resets non-numeric or empty input to the minimum', () => {
    expect(normalizeNumberInput('abc', 2, 9)).toBe(2);
    expect(normalizeNumberInput('', 2, 9)).toBe(2);
    expect(normalizeNumberInput('  ', 1)).toBe(1);
  });

  it('resets to 0 when there is no minimum', () => {
    expect(normalizeNumberInput('x')).toBe(0);
    expect(normalizeNumberInput('', undefined, 5)).toBe(0);
  });

  it('clamps to the bounds', () => {
    expect(normalizeNumberInput('12', 1, 10)).toBe(10);
    expect(normalizeNumberInput(-3, 1, 10)).toBe(1);
    expect(normalizeNumberInput('7', 1, 10)).toBe(7);
  });
});

describe('clampPercent', () => {
  it('clamps progress to 0-100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(42.5)).toBe(42.5);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
