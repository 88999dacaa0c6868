import { describe, expect, it } from 'vitest';
import type { Question, TriageCondition, TriageContent } from './triage-content.ts';
import { contentProblems } from './triage-rules.ts';
import { questions, symptom, symptoms } from './test/triage-fixtures.ts';

describe('contentProblems', () => {
  const document: TriageContent = {
    bodyParts: [
      { code: 'belly', name: '腹部', region: 'upper-abdomen', figures: ['male'], sort: 1 },
    ],
    symptoms,
    questions,
    redFlags: [
      {
        code: 'hot',
        name: '高热',
        advice: '立即就医',
        source: '演示',
        when: { anyOf: [{ allOf: [{ kind: 'atLeast', question: 'temperature', value: 41 }] }] },
      },
    ],
    sources: ['演示'],
  };
  const departments = new Set(['A', 'B']);
  const problemsOf = (changed: Partial<TriageContent>) =>
    contentProblems({ ...document, ...changed }, departments);

  it('finds nothing in a sound document', () => {
    expect(contentProblems(document, departments)).toEqual([]);
  });

  it('finds repeated codes of each kind', () => {
    expect(
      problemsOf({
        bodyParts: [...document.bodyParts, ...document.bodyParts],
        symptoms: [...symptoms, symptoms[0]!],
        questions: [...questions, questions[4]!],
        redFlags: [...document.redFlags, ...document.redFlags],
      }),
    ).toEqual([
      '部位编码重复：belly',
      '症状编码重复：fever',
      '问题编码重复：allergies',
      '规则编码重复：hot',
    ]);
  });

  it('finds unknown parts and departments, and parts without symptoms', () => {
    expect(
      problemsOf({
        bodyParts: [
          ...document.bodyParts,
          { code: 'head', name: '头部', region: 'head', figures: ['male'], sort: 2 },
        ],
        symptoms: [symptom('odd', [{ deptCode: 'Q', weight: 1 }], { partCodes: ['belly', 'toe'] })],
        questions: [questions[0]!],
        redFlags: [],
      }),
    ).toEqual([
      '症状「症状odd」的部位不存在：toe',
      '症状「症状odd」的科室不存在：Q',
      '部位「头部」没有症状',
    ]);
  });

  it('finds rules naming unknown symptoms, questions or options, or comparing non-numbers', () => {
    const when: TriageCondition = {
      anyOf: [
        {
          allOf: [
            { kind: 'symptom', symptom: 'rash' },
            { kind: 'answer', question: 'gone', option: 'yes' },
            { kind: 'answer', question: 'shivers', option: 'maybe' },
            { kind: 'atLeast', question: 'allergies', value: 1 },
          ],
        },
      ],
    };
    expect(problemsOf({ redFlags: [{ ...document.redFlags[0]!, when }] })).toEqual([
      '危急规则「高热」引用的症状不存在：rash',
      '危急规则「高热」引用的问题不存在：gone',
      '危急规则「高热」引用的选项不存在：shivers.maybe',
      '危急规则「高热」对非数字问题比较大小：allergies',
    ]);
  });

  it('finds choice questions without options and follow-ups of later questions', () => {
    const noOptions: Question = { ...questions[3]!, options: [] };
    const early: Question = { ...questions[2]!, code: 'early' };
    expect(problemsOf({ questions: [early, ...questions.slice(0, 3), noOptions] })).toEqual([
      '问题「是否寒战」只能取决于它之前的问题：temperature',
      '问题「既往病史」没有选项',
    ]);
  });
});
