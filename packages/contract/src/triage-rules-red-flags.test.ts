import { describe, expect, it } from 'vitest';
import type { RedFlagRule } from './triage-content.ts';
import { conditionHolds, firedRedFlags } from './triage-rules.ts';
import { facts } from './test/triage-fixtures.ts';

describe('conditionHolds and firedRedFlags', () => {
  const rule = (code: string, ...clauses: string[][]): RedFlagRule => ({
    code,
    name: code,
    advice: '立即就医',
    source: '演示',
    when: {
      anyOf: clauses.map((codes) => ({
        allOf: codes.map((s) => ({ kind: 'symptom' as const, symptom: s })),
      })),
    },
  });

  it('needs every fact of one clause', () => {
    const when = rule('r', ['fever', 'cough'], ['pain']).when;
    expect(conditionHolds(when, facts({ symptoms: new Set(['fever', 'cough']) }))).toBe(true);
    expect(conditionHolds(when, facts({ symptoms: new Set(['pain']) }))).toBe(true);
    expect(conditionHolds(when, facts({ symptoms: new Set(['fever']) }))).toBe(false);
  });

  it('returns every fired rule in the document order', () => {
    const rules = [rule('first', ['cough']), rule('never', ['pain']), rule('last', ['fever'])];
    const fired = firedRedFlags(rules, facts({ symptoms: new Set(['fever', 'cough']) }));
    expect(fired.map((r) => r.code)).toEqual(['first', 'last']);
  });
});
