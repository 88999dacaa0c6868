import { describe, expect, it } from 'vitest';
import type { Symptom } from './triage-content.ts';
import { rankDepartments, summariseAnswers } from './triage-rules.ts';
import { content, symptom } from './test/triage-fixtures.ts';

describe('rankDepartments', () => {
  const catalogue: Symptom[] = [
    symptom('a', [{ deptCode: 'X', weight: 4 }]),
    symptom('b', [
      { deptCode: 'X', weight: 2 },
      { deptCode: 'Y', weight: 6 },
    ]),
    symptom('c', [{ deptCode: 'Z', weight: 3 }]),
    symptom('d', [{ deptCode: 'Z', weight: 3 }]),
    symptom('e', [{ deptCode: 'W', weight: 6 }]),
    symptom('belly', [
      { deptCode: 'ADULT', weight: 7, figures: ['male', 'female'] },
      { deptCode: 'CHILD', weight: 7, figures: ['child'] },
    ]),
    symptom('period', [{ deptCode: 'GYN', weight: 9 }], { figures: ['female'] }),
  ];

  it('scores each department by the sum of its weights, strongest symptom first', () => {
    expect(rankDepartments(catalogue, ['a', 'b'], 'male')).toEqual([
      { deptCode: 'X', score: 6, symptoms: ['a', 'b'] },
      { deptCode: 'Y', score: 6, symptoms: ['b'] },
    ]);
  });

  it('breaks ties by the number of matching symptoms, then by code', () => {
    const ranked = rankDepartments(catalogue, ['c', 'd', 'e', 'b'], 'male');
    expect(ranked.map((d) => [d.deptCode, d.score])).toEqual([
      ['Z', 6],
      ['W', 6],
      ['Y', 6],
      ['X', 2],
    ]);
    expect(ranked.map((d) => d.deptCode)).toEqual(
      rankDepartments(catalogue, ['b', 'e', 'd', 'c'], 'male').map((d) => d.deptCode),
    );
  });

  it('follows the figure for symptoms and their departments', () => {
    expect(rankDepartments(catalogue, ['belly'], 'child').map((d) => d.deptCode)).toEqual([
      'CHILD',
    ]);
    expect(rankDepartments(catalogue, ['belly'], 'female').map((d) => d.deptCode)).toEqual([
      'ADULT',
    ]);
    expect(rankDepartments(catalogue, ['period'], 'male')).toEqual([]);
    expect(rankDepartments(catalogue, ['period'], 'female')[0]?.deptCode).toBe('GYN');
  });

  it('ignores unknown symptoms and counts a repeated one once', () => {
    expect(rankDepartments(catalogue, ['a', 'a', 'gone'], 'male')).toEqual([
      { deptCode: 'X', score: 4, symptoms: ['a'] },
    ]);
    expect(rankDepartments(catalogue, [], 'male')).toEqual([]);
  });
});

describe('summariseAnswers', () => {
  it('words each answer in the form order and skips empty ones', () => {
    const answers = {
      allergies: '青霉素',
      history: ['none', 'asthma'],
      temperature: 38.5,
      complaint: ['fever', 'cough'],
      shivers: '',
    };
    expect(summariseAnswers(content, answers)).toEqual([
      { question: 'complaint', label: '哪里不舒服', answer: '症状fever、症状cough' },
      { question: 'temperature', label: '最高体温', answer: '38.5℃' },
      { question: 'history', label: '既往病史', answer: '无、哮喘' },
      { question: 'allergies', label: '过敏史', answer: '青霉素' },
    ]);
  });

  it('shows the code of an option the form no longer has', () => {
    expect(summariseAnswers(content, { history: ['gone'] })[0]?.answer).toBe('gone');
  });
});
