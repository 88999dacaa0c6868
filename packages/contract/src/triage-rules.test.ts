import { describe, expect, it } from 'vitest';
import type {
  Question,
  RedFlagRule,
  Symptom,
  TriageCondition,
  TriageContent,
} from './triage-content.ts';
import {
  ageInMonths,
  applicableQuestions,
  checkAnswers,
  conditionHolds,
  contentProblems,
  factHolds,
  firedRedFlags,
  rankDepartments,
  summariseAnswers,
  type TriageAnswers,
  type TriageFacts,
} from './triage-rules.ts';

const facts = (over: Partial<TriageFacts> = {}): TriageFacts => ({
  symptoms: new Set(),
  answers: {},
  ageMonths: null,
  ...over,
});

const symptom = (code: string, departments: Symptom['departments'], extra = {}): Symptom => ({
  code,
  name: `症状${code}`,
  explanation: '说明',
  partCodes: ['belly'],
  departments,
  ...extra,
});

const symptoms: Symptom[] = [
  symptom('fever', [{ deptCode: 'A', weight: 5 }]),
  symptom('cough', [{ deptCode: 'A', weight: 3 }]),
  symptom('pain', [{ deptCode: 'B', weight: 8 }]),
];

/** A complaint, a fever follow-up, and a follow-up of the follow-up. */
const questions: Question[] = [
  { code: 'complaint', group: 'visit', kind: 'symptoms', label: '哪里不舒服', required: true },
  {
    code: 'temperature',
    group: 'visit',
    kind: 'number',
    label: '最高体温',
    required: true,
    min: 35,
    max: 43,
    unit: '℃',
    showIf: { anyOf: [{ allOf: [{ kind: 'symptom', symptom: 'fever' }] }] },
  },
  {
    code: 'shivers',
    group: 'visit',
    kind: 'single',
    label: '是否寒战',
    required: false,
    options: [
      { code: 'no', label: '没有' },
      { code: 'yes', label: '有' },
    ],
    showIf: { anyOf: [{ allOf: [{ kind: 'atLeast', question: 'temperature', value: 39 }] }] },
  },
  {
    code: 'history',
    group: 'history',
    kind: 'multi',
    label: '既往病史',
    required: false,
    options: [
      { code: 'none', label: '无' },
      { code: 'asthma', label: '哮喘' },
    ],
  },
  {
    code: 'allergies',
    group: 'history',
    kind: 'text',
    label: '过敏史',
    required: true,
    maxLength: 5,
  },
];

const content = { questions, symptoms };

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

describe('checkAnswers', () => {
  const valid: TriageAnswers = { complaint: ['fever'], temperature: 38.5, allergies: '无' };
  const problem = (answers: TriageAnswers) => {
    const check = checkAnswers(content, answers, null);
    return check.ok ? null : { question: check.question, message: check.message };
  };

  it('accepts valid answers and derives the facts', () => {
    const check = checkAnswers(content, { ...valid, history: ['asthma'] }, 30);
    expect(check).toMatchObject({ ok: true, answers: { ...valid, history: ['asthma'] } });
    if (check.ok) {
      expect([...check.facts.symptoms]).toEqual(['fever']);
      expect(check.facts.ageMonths).toBe(30);
    }
  });

  it('refuses a question the form does not have', () => {
    expect(problem({ ...valid, gone: 'x' })).toEqual({
      question: 'gone',
      message: '问卷已更新，请刷新后重新填写',
    });
  });

  it('asks for every applicable required answer, empty ones included', () => {
    expect(problem({ ...valid, allergies: '' })).toEqual({
      question: 'allergies',
      message: '请回答：过敏史',
    });
    expect(problem({ ...valid, complaint: [] })?.question).toBe('complaint');
    expect(problem({ complaint: ['fever'], allergies: '无' })?.question).toBe('temperature');
  });

  it.each([
    ['complaint', 'fever', '请选择症状'],
    ['complaint', ['fever', 'fever'], '症状重复'],
    ['complaint', ['fever', 'rash'], '症状不在可选范围内'],
    ['temperature', '38', '请填写数字'],
    ['temperature', 34.9, '不能小于35℃'],
    ['temperature', 43.1, '不能大于43℃'],
    ['history', 'none', '请选择选项'],
    ['history', ['none', 'none'], '请选择选项'],
    ['history', ['cancer'], '选项不在可选范围内'],
    ['allergies', ['无'], '请填写文字'],
    ['allergies', '   ', '请填写内容'],
    ['allergies', '青霉素头孢', null],
    ['allergies', '青霉素头孢类', '不能超过5字'],
  ] as const)('checks %s answered %j', (question, answer, message) => {
    const found = problem({ ...valid, [question]: answer as TriageAnswers[string] });
    const label = questions.find((q) => q.code === question)!.label;
    expect(found).toEqual(message ? { question, message: `${label}：${message}` } : null);
  });

  it('refuses a single choice that is not one of its options', () => {
    const answers = { ...valid, temperature: 39, shivers: 'maybe' };
    expect(problem(answers)).toEqual({ question: 'shivers', message: '是否寒战：请选择一个选项' });
    expect(problem({ ...answers, shivers: ['yes'] })?.question).toBe('shivers');
  });

  it('drops answers to questions that do not apply and empty optional ones', () => {
    const check = checkAnswers(
      content,
      { complaint: ['cough'], temperature: 50, shivers: 'yes', history: [], allergies: '无' },
      null,
    );
    expect(check).toMatchObject({ ok: true, answers: { complaint: ['cough'], allergies: '无' } });
    if (check.ok) expect(Object.keys(check.answers)).toEqual(['complaint', 'allergies']);
  });
  it('keeps what was well answered when it refuses, so a red flag among it still counts', () => {
    const check = checkAnswers(
      content,
      { complaint: ['fever'], temperature: 50, allergies: '无' },
      2,
    );
    expect(check).toMatchObject({ ok: false, question: 'temperature' });
    expect(check.answers).toEqual({ complaint: ['fever'], allergies: '无' });
    expect([...check.facts.symptoms]).toEqual(['fever']);
    expect(check.facts.ageMonths).toBe(2);
  });
});

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

describe('ageInMonths', () => {
  it('counts whole months, the birthday of the month included', () => {
    expect(ageInMonths('2026-01-15', '2026-04-15')).toBe(3);
    expect(ageInMonths('2026-01-15', '2026-04-14')).toBe(2);
    expect(ageInMonths('2025-11-30', '2026-02-28')).toBe(2);
    expect(ageInMonths('1990-06-01', '2026-05-31')).toBe(431);
    expect(ageInMonths('2026-03-01', '2026-03-01')).toBe(0);
  });
});
