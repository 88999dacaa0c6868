import { describe, expect, it } from 'vitest';
import { form } from '../test/fixtures.ts';
import { askedAnswers, questionsOf, stepErrors } from './question-steps.ts';

const codes = (questions: { code: string }[]) => questions.map((question) => question.code);

describe('the question steps', () => {
  it('show a follow-up only while the answer it hangs on is given', () => {
    const questionnaire = form();
    expect(codes(questionsOf(questionnaire, 'visit', {}))).toEqual(['complaint', 'temperature']);
    expect(codes(questionsOf(questionnaire, 'visit', { complaint: ['chest-pain'] }))).toEqual([
      'complaint',
      'pain-spreads',
      'temperature',
    ]);
    expect(codes(questionsOf(questionnaire, 'history', {}))).toEqual(['allergies']);
  });

  it('name every problem of a step in the words the server uses', () => {
    const questionnaire = form();
    const visit = questionsOf(questionnaire, 'visit', {
      complaint: ['chest-pain'],
      temperature: 45,
    });
    expect(
      stepErrors(questionnaire, visit, { complaint: ['chest-pain'], temperature: 45 }),
    ).toEqual({
      'pain-spreads': '请回答：疼痛会放射到左肩或后背吗？',
      temperature: '最高体温：不能大于42℃',
    });
  });

  it('find nothing wrong with a complete step', () => {
    const questionnaire = form();
    const answers = { complaint: ['chest-pain'], 'pain-spreads': 'no' };
    expect(
      stepErrors(questionnaire, questionsOf(questionnaire, 'visit', answers), answers),
    ).toEqual({});
  });

  it('send only the answers to questions that still apply', () => {
    const answers = { complaint: ['stomach-ache'], 'pain-spreads': 'yes', allergies: '无' };
    expect(askedAnswers(form(), answers)).toEqual({ complaint: ['stomach-ache'], allergies: '无' });
  });
});
