import { describe, expect, it } from 'vitest';
import { flagResult } from './report-flag.ts';

const range = (low: number | null, high: number | null) => ({ low, high, text: null });
const text = (value: string) => ({ low: null, high: null, text: value });

describe('flagResult', () => {
  it('flags values above the range H and below it L', () => {
    expect(flagResult('11.6', range(3.5, 9.5))).toBe('H');
    expect(flagResult('2.1', range(3.5, 9.5))).toBe('L');
    expect(flagResult('6.0', range(3.5, 9.5))).toBe('N');
  });

  it('treats both limits as normal', () => {
    expect(flagResult('3.5', range(3.5, 9.5))).toBe('N');
    expect(flagResult('9.5', range(3.5, 9.5))).toBe('N');
    expect(flagResult('9.51', range(3.5, 9.5))).toBe('H');
    expect(flagResult('3.49', range(3.5, 9.5))).toBe('L');
  });

  it('judges one-sided ranges by their one limit', () => {
    expect(flagResult('5.9', range(null, 5.2))).toBe('H');
    expect(flagResult('0.2', range(null, 5.2))).toBe('N');
    expect(flagResult('0.9', range(1.04, null))).toBe('L');
    expect(flagResult('3', range(1.04, null))).toBe('N');
  });

  it('reads values beyond the measuring range written with < or >', () => {
    expect(flagResult('>1000', range(0, 500))).toBe('H');
    expect(flagResult('<0.10', range(0.5, 2))).toBe('L');
    expect(flagResult(' 7 ', range(3.5, 9.5))).toBe('N');
  });

  it('compares qualitative results with the reference text', () => {
    expect(flagResult('阴性', text('阴性'))).toBe('N');
    expect(flagResult(' 阴 性 ', text('阴性'))).toBe('N');
    expect(flagResult('Negative', text('negative'))).toBe('N');
    expect(flagResult('阳性(+)', text('阴性'))).toBe('H');
  });

  it('leaves values it cannot judge normal', () => {
    expect(flagResult('溶血', range(3.5, 9.5))).toBe('N');
    expect(flagResult('12', range(null, null))).toBe('N');
    expect(flagResult('12', text(''))).toBe('N');
  });
});
