import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearDraft } from '../lib/answer-store.ts';
import { form } from '../test/fixtures.ts';
import { useQuestionStep } from './use-question-step.ts';

// jsdom lays nothing out, so it has nothing to scroll.
beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => clearDraft(7));

const codes = (questions: readonly { code: string }[]) => questions.map(({ code }) => code);

describe('useQuestionStep', () => {
  it("asks the group's questions that apply to the draft, follow-ups as they apply", () => {
    const { result } = renderHook(() => useQuestionStep(form(), 'visit'));
    expect(codes(result.current.questions)).toEqual(['complaint', 'temperature']);

    act(() => result.current.answer('complaint', ['chest-pain']));
    expect(result.current.answers).toEqual({ complaint: ['chest-pain'] });
    expect(codes(result.current.questions)).toEqual(['complaint', 'pain-spreads', 'temperature']);
  });

  it('judges the questions on screen and lets the step go on only without problems', () => {
    const { result } = renderHook(() => useQuestionStep(form(), 'visit'));
    let stays: boolean | undefined;
    act(() => {
      stays = result.current.checkStep();
    });
    expect(stays).toBe(true);
    expect(result.current.errors).toEqual({ complaint: '请回答：这次主要哪里不舒服？' });

    act(() => result.current.answer('complaint', ['stomach-ache']));
    act(() => {
      stays = result.current.checkStep();
    });
    expect(stays).toBe(false);
    expect(result.current.errors).toEqual({});
  });

  it("puts the server's problems on top of its own and clears one when its question is answered", () => {
    const { result } = renderHook(() => useQuestionStep(form(), 'visit'));
    act(() => void result.current.checkStep({ temperature: '体温不合理' }));
    expect(result.current.errors).toEqual({
      complaint: '请回答：这次主要哪里不舒服？',
      temperature: '体温不合理',
    });

    act(() => result.current.answer('temperature', 37));
    expect(result.current.errors).toEqual({ complaint: '请回答：这次主要哪里不舒服？' });
  });

  it('starts from the problems another page found', () => {
    const { result } = renderHook(() =>
      useQuestionStep(form(), 'history', { allergies: '请填写过敏史' }),
    );
    expect(codes(result.current.questions)).toEqual(['allergies']);
    expect(result.current.errors).toEqual({ allergies: '请填写过敏史' });
  });
});
