import { RULE_MESSAGES } from '@hospital/contract';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../test/server.ts';
import { showLocale } from '../i18n/index.ts';
import { http } from './http.ts';

/** Answers every call with `status` and `body`. */
const answer = (status: number, body: object) =>
  server.use(mock.all('*', () => HttpResponse.json(body, { status })));

const failureOf = async () => {
  const result = await http.post('/api/anything', {}, { loading: false });
  if (result.ok) throw new Error('expected a failure');
  return result;
};

describe('a server refusal read in English', () => {
  beforeEach(() => showLocale('en'));
  afterEach(() => showLocale('zh-CN'));

  it("is the shared rule's English when the server used the rule's words", async () => {
    answer(400, { message: RULE_MESSAGES.wrongPassword, error: 'invalid_grant' });
    expect((await failureOf()).msg).toBe('Wrong mobile number or password');
  });

  it("is the code's English when the words are the server's own", async () => {
    answer(409, { message: '该时段号源已约满', code: 'SLOT_FULL' });
    const failure = await failureOf();
    expect(failure.msg).toBe('This time is fully booked. Please choose another.');
    expect(failure.code).toBe('SLOT_FULL');
  });

  it('is what the status means for a code the app has no words for', async () => {
    answer(409, { message: '编辑中的草稿已存在', code: 'DRAFT_EXISTS' });
    expect((await failureOf()).msg).toBe('This cannot be done right now.');
  });

  it('keeps words the server already sent in English', async () => {
    answer(400, { message: 'Bad day', code: 'SLOT_FULL' });
    expect((await failureOf()).msg).toBe('Bad day');
  });
});

describe('a server refusal read in Chinese', () => {
  it("is the server's own words", async () => {
    answer(409, { message: '该时段号源已约满', code: 'SLOT_FULL' });
    expect((await failureOf()).msg).toBe('该时段号源已约满');
  });
});
