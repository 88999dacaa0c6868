import { describe, expect, it } from 'vitest';
import { form } from '../test/fixtures.ts';
import { toSaveFailure } from './save-failure.ts';

const { questions } = form();

describe('a refused save', () => {
  it('puts a 400 naming a question on that question and its step', () => {
    expect(
      toSaveFailure(
        { ok: false, status: 400, msg: '请回答：有哪些药物或食物过敏？', field: 'allergies' },
        questions,
      ),
    ).toEqual({
      kind: 'question',
      question: 'allergies',
      group: 'history',
      message: '请回答：有哪些药物或食物过敏？',
    });
  });

  it('reads a question named by its path in the body', () => {
    const failure = toSaveFailure(
      { ok: false, status: 400, msg: '请选择症状', field: 'answers.complaint' },
      questions,
    );
    expect(failure).toMatchObject({ kind: 'question', question: 'complaint', group: 'visit' });
  });

  it('says in a toast what names no question on screen', () => {
    expect(
      toSaveFailure(
        { ok: false, status: 400, msg: '问卷已更新，请刷新后重新填写', field: 'gone' },
        questions,
      ),
    ).toEqual({ kind: 'other', message: '问卷已更新，请刷新后重新填写' });
    expect(toSaveFailure({ ok: false, status: 0, msg: '请求超时' }, questions)).toEqual({
      kind: 'other',
      message: '请求超时',
    });
  });

  it('tells a visit that is over from one that is not the patient’s', () => {
    expect(toSaveFailure({ ok: false, status: 409, msg: '就诊已结束' }, questions).kind).toBe(
      'closed',
    );
    expect(toSaveFailure({ ok: false, status: 404, msg: '预约不存在' }, questions).kind).toBe(
      'missing',
    );
  });
});
