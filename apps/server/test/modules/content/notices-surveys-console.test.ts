import type { NoticeList } from '@hospital/contract';
import type {
  ConsoleNotice,
  ConsoleSurvey,
  ConsoleSurveySummary,
  SurveyResults,
} from '@hospital/contract/console';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  notices,
  surveyOptions,
  surveyQuestions,
  surveys,
} from '../../../src/db/schema/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { consoleClient, type ConsoleClient } from '../../helpers/console-request.ts';
import {
  STAFF_SETUP_TIMEOUT_MS,
  staffOfRoles,
  type StaffTestSession,
} from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { patientCall } from './fixtures.ts';

type Page = { items: { id: number }[]; total: number };

let t: TestApp;
let editor: StaffTestSession;
let admin: StaffTestSession;
let desk: StaffTestSession;
let patient: SignedIn;
let call: ConsoleClient;
let get: ReturnType<typeof patientCall>;
let hisNoticeId: number;
let hisSurveyId: number;

const auditOf = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));
const hospitalNoticeTitles = async (who: SignedIn) =>
  (await get(who, '/api/notices'))
    .json<NoticeList>()
    .items.filter(({ category }) => category === 'hospital')
    .map(({ title }) => title);

beforeAll(async () => {
  t = await createTestApp();
  call = consoleClient(t.app);
  get = patientCall(t);
  patient = await signIn(t.app);
  ({
    content: editor,
    admin,
    service: desk,
  } = await staffOfRoles(t, ['content', 'admin', 'service']));
  const [hisNotice] = await t.db
    .insert(notices)
    .values({ hisId: 'HIS-N-1', title: 'HIS公告', body: '由HIS同步', publishedAt: t.clock.now() })
    .returning({ id: notices.id });
  hisNoticeId = hisNotice!.id;
  const [hisSurvey] = await t.db
    .insert(surveys)
    .values({ hisId: 'HIS-S-1', title: 'HIS问卷' })
    .returning({ id: surveys.id });
  hisSurveyId = hisSurvey!.id;
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('hospital notices', () => {
  let notice: ConsoleNotice;

  it('creates a draft patients do not see, publishes it to them and withdraws it', async () => {
    const created = await call(editor, '/notices', {
      method: 'POST',
      payload: { title: '春节门诊安排', body: '除夕至初三仅开放急诊' },
    });
    expect(created.statusCode).toBe(201);
    notice = created.json<ConsoleNotice>();
    expect(notice).toMatchObject({ status: 'draft', hisId: null });
    expect(await hospitalNoticeTitles(patient)).toEqual(['HIS公告']);

    t.clock.advance(60_000);
    const published = await call(editor, `/notices/${notice.id}/status`, {
      method: 'PUT',
      payload: { status: 'published' },
    });
    expect(published.json()).toMatchObject({
      status: 'published',
      publishedAt: t.clock.now().toISOString(),
    });
    expect(await hospitalNoticeTitles(patient)).toEqual(['春节门诊安排', 'HIS公告']);

    await call(editor, `/notices/${notice.id}/status`, {
      method: 'PUT',
      payload: { status: 'withdrawn' },
    });
    expect(await hospitalNoticeTitles(patient)).toEqual(['HIS公告']);
    for (const action of ['notice.create', 'notice.publish', 'notice.withdraw']) {
      expect(await auditOf(action)).toHaveLength(1);
    }
  });

  it('edits a notice keeping its status, and lists by status', async () => {
    const edited = await call(admin, `/notices/${notice.id}`, {
      method: 'PUT',
      payload: { title: '春节门诊安排（修订）', body: '除夕至初二仅开放急诊' },
    });
    expect(edited.json()).toMatchObject({ title: '春节门诊安排（修订）', status: 'withdrawn' });
    expect((await auditOf('notice.update'))[0]?.before).toMatchObject({ title: '春节门诊安排' });
    const withdrawn = await call(editor, '/notices', { query: { status: 'withdrawn' } });
    expect(withdrawn.json()).toMatchObject({ total: 1, items: [{ id: notice.id }] });
    expect((await call(editor, '/notices')).json<Page>().total).toBe(2);
  });

  it('refuses bad input, unknown ids and HIS notices, changing nothing', async () => {
    const before = await t.db.select().from(notices);
    const blank = await call(editor, '/notices', {
      method: 'POST',
      payload: { title: '', body: 'x' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'title' });
    const long = await call(editor, `/notices/${notice.id}`, {
      method: 'PUT',
      payload: { title: '标题', body: '长'.repeat(5001) },
    });
    expect(long.statusCode).toBe(400);
    const missing = await call(editor, '/notices/999999', {
      method: 'PUT',
      payload: { title: '标题', body: '内容' },
    });
    expect(missing.statusCode).toBe(404);
    const his = await call(editor, `/notices/${hisNoticeId}/status`, {
      method: 'PUT',
      payload: { status: 'withdrawn' },
    });
    expect(his.statusCode).toBe(409);
    expect(his.json()).toMatchObject({ code: 'HIS_OWNED' });
    const notPublished = await call(editor, `/notices/${notice.id}/status`, {
      method: 'PUT',
      payload: { status: 'withdrawn' },
    });
    expect(notPublished.statusCode).toBe(409);
    expect(await t.db.select().from(notices)).toEqual(before);
  });

  it('answers 403 to other roles and 401 to a patient, changing nothing', async () => {
    const before = await t.db.select().from(notices);
    const body = { title: '越权公告', body: '内容' };
    expect((await call(desk, '/notices')).statusCode).toBe(403);
    expect((await call(desk, '/notices', { method: 'POST', payload: body })).statusCode).toBe(403);
    expect(
      (await call(desk, `/notices/${notice.id}`, { method: 'PUT', payload: body })).statusCode,
    ).toBe(403);
    const publish = { method: 'PUT' as const, payload: { status: 'published' } };
    expect((await call(desk, `/notices/${notice.id}/status`, publish)).statusCode).toBe(403);
    expect((await call(patient, `/notices/${notice.id}/status`, publish)).statusCode).toBe(401);
    expect(await t.db.select().from(notices)).toEqual(before);
  });
});

describe('surveys', () => {
  const questions = [
    { kind: 'single', title: '您对就诊流程满意吗', options: ['满意', '一般', '不满意'] },
    { kind: 'multiple', title: '哪些环节需要改进', options: ['挂号', '缴费', '取药'] },
    { kind: 'text', title: '其他建议', required: false },
  ];
  const input = { title: '门诊满意度调查', description: '约一分钟', questions };
  let survey: ConsoleSurvey;

  it('creates a survey patients can answer, audited', async () => {
    const created = await call(editor, '/surveys', { method: 'POST', payload: input });
    expect(created.statusCode).toBe(201);
    survey = created.json<ConsoleSurvey>();
    expect(survey).toMatchObject({ hisId: null, questionCount: 3, responseCount: 0 });
    expect(survey.questions[0]).toEqual({ ...questions[0], required: true });
    expect((await get(patient, `/api/surveys/${survey.id}`)).statusCode).toBe(200);
    expect(await auditOf('survey.create')).toHaveLength(1);
  });

  it('edits its questions freely before anyone answered', async () => {
    const edited = await call(editor, `/surveys/${survey.id}`, {
      method: 'PUT',
      payload: {
        ...input,
        questions: [
          ...questions,
          { kind: 'single', title: '会推荐给亲友吗', options: ['会', '不会'] },
        ],
      },
    });
    expect(edited.statusCode).toBe(200);
    survey = edited.json<ConsoleSurvey>();
    expect(survey.questionCount).toBe(4);
  });

  it('counts the answer sheets per option of each question', async () => {
    const detail = (await get(patient, `/api/surveys/${survey.id}`)).json<{
      questions: { id: number; options: { id: number }[] }[];
    }>();
    const [single, multiple, text, recommend] = detail.questions;
    const answer = async (form: Record<string, string>) => {
      const who = await signIn(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: `/xgwj/survey/${survey.id}/answer`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...who.headers },
        payload: new URLSearchParams(form).toString(),
      });
      expect(response.statusCode).toBe(200);
    };
    const option = (question: typeof single, index: number) => String(question!.options[index]!.id);
    await answer({
      [`q_${single!.id}`]: option(single, 0),
      [`q_${multiple!.id}`]: `${option(multiple, 0)},${option(multiple, 2)}`,
      [`q_${text!.id}`]: '停车位太少',
      [`q_${recommend!.id}`]: option(recommend, 0),
    });
    await answer({
      [`q_${single!.id}`]: option(single, 0),
      [`q_${multiple!.id}`]: option(multiple, 2),
      [`q_${recommend!.id}`]: option(recommend, 1),
    });
    const results = await call(editor, `/surveys/${survey.id}/results`);
    expect(results.statusCode).toBe(200);
    const body = results.json<SurveyResults>();
    expect(body.responseCount).toBe(2);
    expect(body.questions.map(({ options }) => options.map(({ count }) => count))).toEqual([
      [2, 0, 0],
      [1, 0, 2],
      [],
      [1, 1],
    ]);
    expect(body.questions[2]).toMatchObject({ answered: 1, texts: ['停车位太少'] });
  });

  it('refuses to change the questions of an answered survey, with the reason', async () => {
    const before = await t.db.select().from(surveyOptions);
    const changed = await call(editor, `/surveys/${survey.id}`, {
      method: 'PUT',
      payload: {
        ...input,
        questions: survey.questions.map((q, i) => (i === 0 ? { ...q, options: ['好', '差'] } : q)),
      },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'SURVEY_ANSWERED' });
    expect(changed.json<{ message: string }>().message).toContain('2份答卷');
    expect(await t.db.select().from(surveyOptions)).toEqual(before);

    const retitled = await call(editor, `/surveys/${survey.id}`, {
      method: 'PUT',
      payload: { ...input, title: '门诊满意度调查（第二期）', questions: survey.questions },
    });
    expect(retitled.statusCode).toBe(200);
    expect(retitled.json()).toMatchObject({ title: '门诊满意度调查（第二期）', responseCount: 2 });
    expect(await auditOf('survey.update')).toHaveLength(2);
  });

  it('lists surveys with their counts and keeps the HIS survey read-only', async () => {
    const list = (await call(editor, '/surveys')).json<ConsoleSurveySummary[]>();
    expect(list.map(({ title }) => title)).toEqual(['HIS问卷', '门诊满意度调查（第二期）']);
    const his = await call(editor, `/surveys/${hisSurveyId}`, { method: 'PUT', payload: input });
    expect(his.statusCode).toBe(409);
    expect((await t.db.select().from(surveys).where(eq(surveys.id, hisSurveyId)))[0]?.title).toBe(
      'HIS问卷',
    );
    expect((await call(editor, `/surveys/${hisSurveyId}/results`)).json()).toMatchObject({
      responseCount: 0,
      questions: [],
    });
  });

  it('refuses bad input and unknown ids, writing nothing', async () => {
    const before = await t.db.select().from(surveyQuestions);
    for (const payload of [
      { ...input, questions: [] },
      { ...input, questions: [{ kind: 'single', title: '没有选项' }] },
      { ...input, questions: [{ kind: 'text', title: '填空', options: ['不该有'] }] },
      { ...input, questions: [{ kind: 'single', title: '重复', options: ['是', '是'] }] },
      { ...input, title: '' },
    ]) {
      expect((await call(editor, '/surveys', { method: 'POST', payload })).statusCode).toBe(400);
    }
    expect((await call(editor, '/surveys/999999')).statusCode).toBe(404);
    expect((await call(editor, '/surveys/999999/results')).statusCode).toBe(404);
    expect(
      (await call(editor, '/surveys/999999', { method: 'PUT', payload: input })).statusCode,
    ).toBe(404);
    expect(await t.db.select().from(surveyQuestions)).toEqual(before);
  });

  it('answers 403 to other roles and 401 to a patient, changing nothing', async () => {
    const before = await t.db.select().from(surveys);
    expect((await call(desk, '/surveys')).statusCode).toBe(403);
    expect((await call(desk, `/surveys/${survey.id}`)).statusCode).toBe(403);
    expect((await call(desk, `/surveys/${survey.id}/results`)).statusCode).toBe(403);
    expect((await call(patient, `/surveys/${survey.id}/results`)).statusCode).toBe(401);
    expect((await call(desk, '/surveys', { method: 'POST', payload: input })).statusCode).toBe(403);
    expect(
      (await call(desk, `/surveys/${survey.id}`, { method: 'PUT', payload: input })).statusCode,
    ).toBe(403);
    expect(await t.db.select().from(surveys)).toEqual(before);
  });
});
