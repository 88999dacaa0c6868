import { describe, expect, it } from 'vitest';
import { judgeAnswerSheet, visibleQuestions } from './questionnaire-rules.ts';
import {
  QuestionListSchema,
  questionListProblems,
  type QuestionnaireAnswers,
  type QuestionnaireQuestionInput,
} from './questionnaires.ts';

const questions = QuestionListSchema.parse([
  { id: 'temperature', text: '当前体温', kind: 'temperature' },
  {
    id: 'symptoms',
    text: '近14天是否有以下症状',
    kind: 'multi',
    options: [
      { value: 'cough', label: '咳嗽', risk: true },
      { value: 'fatigue', label: '乏力' },
      { value: 'none', label: '以上都没有' },
    ],
  },
  {
    id: 'travel',
    text: '近14天是否到过中高风险地区',
    kind: 'single',
    options: [
      { value: 'yes', label: '是', risk: true },
      { value: 'no', label: '否' },
    ],
  },
  {
    id: 'travel-place',
    text: '到过的地区',
    kind: 'text',
    showIf: { question: 'travel', values: ['yes'] },
  },
  { id: 'note', text: '其他想告诉医生的', kind: 'text', required: false },
] satisfies QuestionnaireQuestionInput[]);

const calm: QuestionnaireAnswers = { temperature: 36.6, symptoms: ['none'], travel: 'no' };

describe('judgeAnswerSheet', () => {
  it('finds no risk in a calm sheet and no problems', () => {
    expect(judgeAnswerSheet(questions, calm)).toEqual({ problems: [], risk: false, reasons: [] });
  });

  it('counts a risk option and a temperature from 37.3 °C, naming their questions in order', () => {
    expect(judgeAnswerSheet(questions, { ...calm, temperature: 37.3 })).toMatchObject({
      risk: true,
      reasons: ['temperature'],
    });
    expect(judgeAnswerSheet(questions, { ...calm, temperature: 37.2 }).risk).toBe(false);
    const sheet = {
      ...calm,
      symptoms: ['fatigue', 'cough'],
      travel: 'yes',
      'travel-place': '某市',
    };
    expect(judgeAnswerSheet(questions, sheet)).toEqual({
      problems: [],
      risk: true,
      reasons: ['symptoms', 'travel'],
    });
  });

  it('asks a follow-up only when its condition holds', () => {
    expect(visibleQuestions(questions, calm).map((q) => q.id)).not.toContain('travel-place');
    expect(visibleQuestions(questions, { travel: 'yes' }).map((q) => q.id)).toContain(
      'travel-place',
    );
    const missing = judgeAnswerSheet(questions, { ...calm, travel: 'yes' });
    expect(missing.problems).toEqual([
      { questionId: 'travel-place', code: 'missing', message: '请回答“到过的地区”' },
    ]);
    const hidden = judgeAnswerSheet(questions, { ...calm, 'travel-place': '某市' });
    expect(hidden.problems.map((p) => p.code)).toEqual(['not-asked']);
  });

  it.each([
    [{ temperature: undefined }, 'temperature', 'missing'],
    [{ symptoms: [] }, 'symptoms', 'missing'],
    [{ temperature: 34.9 }, 'temperature', 'out-of-range'],
    [{ temperature: 42.1 }, 'temperature', 'out-of-range'],
    [{ temperature: '38' }, 'temperature', 'wrong-kind'],
    [{ travel: ['no'] }, 'travel', 'wrong-kind'],
    [{ symptoms: 'cough' }, 'symptoms', 'wrong-kind'],
    [{ symptoms: ['cough', 'cough'] }, 'symptoms', 'wrong-kind'],
    [{ travel: 'maybe' }, 'travel', 'unknown-option'],
    [{ note: '字'.repeat(201) }, 'note', 'too-long'],
    [{ extra: 'x' }, 'extra', 'unknown-question'],
  ] as const)('names the problem with %j', (change, questionId, code) => {
    const answers = { ...calm, ...change } as QuestionnaireAnswers;
    if (change[questionId as keyof typeof change] === undefined) delete answers[questionId];
    const { problems } = judgeAnswerSheet(questions, answers);
    expect(problems.map((problem) => [problem.questionId, problem.code])).toEqual([
      [questionId, code],
    ]);
    expect(problems[0]?.message).not.toBe('');
  });

  it('lets an optional question stay unanswered and accepts 35.0 and 42.0', () => {
    expect(judgeAnswerSheet(questions, { ...calm, temperature: 35 }).problems).toEqual([]);
    expect(judgeAnswerSheet(questions, { ...calm, temperature: 42, note: '' }).problems).toEqual(
      [],
    );
  });
});

describe('questionListProblems', () => {
  it('refuses repeated ids, thin choices, options on free questions and bad conditions', () => {
    const choice = (id: string, values = ['a', 'b']) => ({
      id,
      text: id,
      kind: 'single' as const,
      options: values.map((value) => ({ value, label: value })),
    });
    const result = QuestionListSchema.safeParse([
      choice('a'),
      choice('a'),
      choice('b', ['x']),
      choice('c', ['x', 'x']),
      { id: 'd', text: 'd', kind: 'text', options: [{ value: 'x', label: 'x' }] },
      { id: 'e', text: 'e', kind: 'text', showIf: { question: 'later', values: ['a'] } },
      { id: 'f', text: 'f', kind: 'text', showIf: { question: 'd', values: ['x'] } },
      { id: 'g', text: 'g', kind: 'text', showIf: { question: 'b', values: ['y'] } },
      { id: 'later', text: 'later', kind: 'text' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      '第2题（a）：编码与前面的题目重复',
      '第3题（b）：选择题至少要有两个选项',
      '第4题（c）：选项编码不能重复',
      '第5题（d）：填空题和体温题不能有选项',
      '第6题（e）：显示条件只能引用前面的题目',
      '第7题（f）：显示条件只能引用选择题',
      '第8题（g）：显示条件中的选项不存在：y',
    ]);
    expect(questionListProblems(QuestionListSchema.parse([choice('a'), choice('b')]))).toEqual([]);
  });
});
