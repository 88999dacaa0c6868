import { describe, expect, it } from 'vitest';
import { matchPercent } from './match.ts';

describe('matchPercent', () => {
  it('is full when every chosen symptom points decisively to the department', () => {
    expect(matchPercent(20, 2)).toBe(100);
  });

  it('reads the score against every chosen symptom', () => {
    expect(matchPercent(15, 2)).toBe(75);
    expect(matchPercent(8, 3)).toBe(27);
  });

  it('stays between 0 and 100', () => {
    expect(matchPercent(0, 0)).toBe(0);
    expect(matchPercent(30, 2)).toBe(100);
  });
});
