import { describe, expect, it } from 'vitest';
import type { Question } from './triage-content.ts';
import { ageInMonths, applicableQuestions, factHolds } from './triage-rules.ts';
import { facts, questions } from './test/triage-fixtures.ts';

describe('factHolds', () => {
  it('holds a symptom fact when the symptom was chosen', () => {
    const fact = { kind: 'symptom', symptom: 'fever' } as const;
    expect(factHolds(fact, facts({ symptoms: new Set(['fever']) }))).toBe(true);
    expect(factHolds(fact, facts({ symptoms: new Set(['cough']) }))).toBe(false);
  });

  it('holds an answer fact for a single choice or one of several', () => {
    const fact = { kind: 'answer', question: 'q', option: 'yes' } as const;
    expect(factHolds(fact, facts({ answers: { q: 'yes' } }))).toBe(true);
    expect(factHolds(fact, facts({ answers: { q: ['no', 'yes'] } }))).toBe(true);
    expect(factHolds(fact, facts({ answers: { q: 'no' } }))).toBe(false);
    expect(factHolds(fact, facts())).toBe(false);
  });

  it('holds an atLeast fact from the value up, for numbers only', () => {
    const fact = { kind: 'atLeast', question: 't', value: 38 } as const;
    expect(factHolds(fact, facts({ answers: { t: 38 } }))).toBe(true);
    expect(factHolds(fact, facts({ answers: { t: 37.9 } }))).toBe(false);
    expect(factHolds(fact, facts({ answers: { t: '39' } }))).toBe(false);
    expect(factHolds(fact, facts())).toBe(false);
  });

  it('holds an age fact strictly below the months, never for an unknown age', () => {
    const fact = { kind: 'ageMonthsBelow', value: 3 } as const;
    expect(factHolds(fact, facts({ ageMonths: 2 }))).toBe(true);
    expect(factHolds(fact, facts({ ageMonths: 3 }))).toBe(false);
    expect(factHolds(fact, facts({ ageMonths: null }))).toBe(false);
  });
});

const codes = (list: Question[]) => list.map((question) => question.code);

describe('applicableQuestions', () => {
  it('shows a follow-up only when its condition holds', () => {
    expect(codes(applicableQuestions(questions, { complaint: ['cough'] }, null))).toEqual([
      'complaint',
      'history',
      'allergies',
    ]);
    expect(codes(applicableQuestions(questions, { complaint: ['fever'] }, null))).toContain(
      'temperature',
    );
  });

  it('chains follow-ups and hides the chain with the question it hangs on', () => {
    const answers = { complaint: ['fever'], temperature: 39.5 };
    expect(codes(applicableQuestions(questions, answers, null))).toContain('shivers');
    const withoutFever = { ...answers, complaint: ['cough'] };
    const shown = codes(applicableQuestions(questions, withoutFever, null));
    expect(shown).not.toContain('temperature');
    expect(shown).not.toContain('shivers');
  });

  it('judges a follow-up on earlier answers only, so order matters', () => {
    const reversed = [questions[1]!, questions[0]!];
    expect(codes(applicableQuestions(reversed, { complaint: ['fever'] }, null))).toEqual([
      'complaint',
    ]);
  });

  it('branches on age', () => {
    const infantOnly: Question = {
      ...questions[4]!,
      code: 'feeding',
      showIf: { anyOf: [{ allOf: [{ kind: 'ageMonthsBelow', value: 12 }] }] },
    };
    expect(codes(applicableQuestions([infantOnly], {}, 6))).toEqual(['feeding']);
    expect(codes(applicableQuestions([infantOnly], {}, 12))).toEqual([]);
    expect(codes(applicableQuestions([infantOnly], {}, null))).toEqual([]);
  });
});

describe('ageInMonths', () => {
  it('counts whole months, the birthday of the month included', () => {
    expect(ageInMonths('2026-01-15', '2026-04-15')).toBe(3);
    expect(ageInMonths('2026-01-15', '2026-04-14')).toBe(2);
    expect(ageInMonths('2025-11-30', '2026-02-28')).toBe(2);
    expect(ageInMonths('1990-06-01', '2026-05-31')).toBe(431);
    expect(ageInMonths('2026-03-01', '2026-03-01')).toBe(0);
  });
});
