import { QuestionnaireSchema, type QuestionnaireAnswers } from '@hospital/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAnswerSheet } from '../hooks/use-answer-sheet.ts';
import { QuestionnaireQuestions } from './questionnaire-question.tsx';

const questionnaire = QuestionnaireSchema.parse({
  key: 'fever',
  version: 1,
  title: '预检问卷',
  questions: [
    {
      id: 'cough',
      text: '是否咳嗽',
      kind: 'single',
      options: [
        { value: 'yes', label: '是' },
        { value: 'no', label: '否' },
      ],
    },
    {
      id: 'days',
      text: '咳嗽几天了',
      kind: 'text',
      showIf: { question: 'cough', values: ['yes'] },
    },
    { id: 'temperature', text: '当前体温', kind: 'temperature', required: false },
  ],
});

function Sheet() {
  const sheet = useAnswerSheet(questionnaire);
  const [sent, setSent] = useState<QuestionnaireAnswers>();
  return (
    <>
      <QuestionnaireQuestions sheet={sheet} testId={(q) => `q-${q.id}`} />
      <button
        type="button"
        onClick={() => {
          const { answers, problems } = sheet.judge();
          sheet.setErrors(problems);
          if (Object.keys(problems).length === 0) setSent(answers);
        }}
      >
        提交
      </button>
      {sent && <output>{JSON.stringify(sent)}</output>}
    </>
  );
}

describe('QuestionnaireQuestions', () => {
  it('names each choice group by its question and marks what is required', () => {
    render(<Sheet />);
    expect(screen.getByRole('group', { name: /是否咳嗽/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '否' })).toBeTruthy();
    expect(screen.getByLabelText(/当前体温/)).toBeTruthy();
    expect(screen.getByTestId('q-temperature').textContent).toContain('选填');
  });

  it('shows a follow-up once its answer is given and sends only what is shown', async () => {
    const user = userEvent.setup();
    render(<Sheet />);
    await user.click(screen.getByText('提交'));
    expect(screen.getByRole('alert').textContent).toContain('请回答“是否咳嗽”');

    await user.click(screen.getByText('是'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByLabelText(/咳嗽几天了/), '三天');
    await user.click(screen.getByText('否'));
    expect(screen.queryByLabelText(/咳嗽几天了/)).toBeNull();
    await user.type(screen.getByLabelText(/当前体温/), '36.8');
    await user.click(screen.getByText('提交'));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      cough: 'no',
      temperature: 36.8,
    });
  });
});
