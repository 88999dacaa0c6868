import { describe, expect, it } from 'vitest';
import { addStep, clampPercent, normalizeNumberInput } from './number.ts';

describe('normalizeNumberInput', () => {
  it('resets non-numeric or empty input to the minimum', () => {
    expect(normalizeNumberInput('abc', 2, 9)).toBe(2);
    expect(normalizeNumberInput('', 2, 9)).toBe(2);
    expect(normalizeNumberInput('  ', 1)).toBe(1);
    expect(normalizeNumberInput('12abc', 2, 20)).toBe(2);
  });

  it('takes only plain decimals as numbers', () => {
    for (const notDecimal of ['0x10', '1e3', 'Infinity', '1.2.3', '-', '.']) {
      expect(normalizeNumberInput(notDecimal, 1)).toBe(1);
    }
    expect(normalizeNumberInput('+3', 1)).toBe(3);
    expect(normalizeNumberInput('.5')).toBe(0.5);
    expect(normalizeNumberInput('-2.')).toBe(-2);
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

describe('addStep', () => {
  it('adds without binary fractions showing through', () => {
    expect(addStep(0.1, 0.2)).toBe(0.3);
    expect(addStep(1.15, -0.05)).toBe(1.1);
    expect(addStep(3, 1)).toBe(4);
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
