import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, useAnswerDraft } from './answer-store.ts';

afterEach(() => {
  clearDraft(7);
  clearDraft(8);
});

describe('the answer draft', () => {
  it('starts from the saved record and keeps each change in session storage', () => {
    const saved = { complaint: ['stomach-ache'], allergies: '无' };
    const { result } = renderHook(() => useAnswerDraft(7, saved));
    expect(result.current.answers).toEqual(saved);

    act(() => result.current.setAnswer('allergies', '青霉素'));
    expect(result.current.answers).toEqual({ complaint: ['stomach-ache'], allergies: '青霉素' });
    expect(JSON.parse(sessionStorage.getItem('preDiagnosis.answers.7') ?? 'null')).toEqual({
      complaint: ['stomach-ache'],
      allergies: '青霉素',
    });
  });

  it('drops an answer that is cleared', () => {
    const { result } = renderHook(() => useAnswerDraft(7, undefined));
    act(() => result.current.setAnswer('temperature', 38.5));
    act(() => result.current.setAnswer('temperature', undefined));
    expect(result.current.answers).toEqual({});
  });

  it('keeps each visit apart and survives a reload', () => {
    sessionStorage.setItem('preDiagnosis.answers.8', JSON.stringify({ allergies: '花粉' }));
    expect(readDraft(8)).toEqual({ allergies: '花粉' });
    const { result } = renderHook(() => useAnswerDraft(7, undefined));
    expect(result.current.answers).toEqual({});
  });

  it('ignores a stored draft it cannot read', () => {
    sessionStorage.setItem('preDiagnosis.answers.8', '{not json');
    expect(readDraft(8)).toBeNull();
  });

  it('forgets the draft once it is saved, so the record is shown again', () => {
    const { result } = renderHook(() => useAnswerDraft(7, { allergies: '无' }));
    act(() => result.current.setAnswer('allergies', '青霉素'));
    act(() => clearDraft(7));
    expect(result.current.answers).toEqual({ allergies: '无' });
    expect(sessionStorage.getItem('preDiagnosis.answers.7')).toBeNull();
  });
});
