import { describe, expect, it } from 'vitest';
import { checkAnswers, type TriageAnswers } from './triage-rules.ts';
import { content, questions } from './test/triage-fixtures.ts';

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
