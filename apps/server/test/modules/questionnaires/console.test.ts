import { QUESTIONNAIRE_KEYS, type QuestionnaireQuestion } from '@hospital/contract';
import type { QuestionnaireDetail, QuestionnaireSummary } from '@hospital/contract/console';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questionnaireVersions } from '../../../src/db/schema/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { consoleClient, type ConsoleClient } from '../../helpers/console-request.ts';
import { staffOfRoles, type StaffTestSession } from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let call: ConsoleClient;
let staff: Record<'admin' | 'content' | 'service' | 'finance', StaffTestSession>;
let patient: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
  call = consoleClient(t.app);
  staff = await staffOfRoles(t, ['admin', 'content', 'service', 'finance']);
  patient = await signIn(t.app);
});
afterAll(() => t.close());

const read = async (key: string) =>
  (await call(staff.content, `/questionnaires/${key}`)).json<QuestionnaireDetail>();
const save = (who: StaffTestSession | SignedIn | null, key: string, body: object) =>
  call(who, `/questionnaires/${key}`, { method: 'PUT', payload: body });
const countRows = async () => (await t.db.select().from(questionnaireVersions)).length;
const auditLines = (key: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'questionnaire.update'), eq(auditLog.entityId, key)));

/** The questionnaire as the console sends it back: its fields, nothing the server adds. */
const editOf = (detail: QuestionnaireDetail, questions: QuestionnaireQuestion[], note = '') => ({
  version: detail.version,
  title: detail.title,
  questions,
  note,
});

describe('questionnaires in the console', () => {
  it('lists the four seeded questionnaires at version 1 and reads each one', async () => {
    const list = await call(staff.content, '/questionnaires');
    expect(list.statusCode).toBe(200);
    const summaries = list.json<QuestionnaireSummary[]>();
    expect(summaries.map((row) => row.key)).toEqual([...QUESTIONNAIRE_KEYS]);
    for (const summary of summaries) {
      expect(summary).toMatchObject({ version: 1, editedBy: '系统初始内容' });
      expect(summary.questionCount).toBeGreaterThan(5);
      const detail = await read(summary.key);
      expect(detail.questions).toHaveLength(summary.questionCount);
      expect(detail.note).toContain('发热门诊设置管理规范');
    }
    expect((await read('fever')).title).toBe('发热门诊预检问卷');
    expect((await call(staff.content, '/questionnaires/nope')).statusCode).toBe(400);
  });

  it('lets only content staff in: 403 for other roles, 401 for patients and nobody', async () => {
    for (const url of ['/questionnaires', '/questionnaires/fever']) {
      expect((await call(staff.finance, url)).statusCode).toBe(403);
      expect((await call(staff.service, url)).statusCode).toBe(403);
      expect((await call(patient, url)).statusCode).toBe(401);
      expect((await call(null, url)).statusCode).toBe(401);
    }
    const before = await countRows();
    const fever = await read('fever');
    const edit = editOf(fever, fever.questions);
    expect((await save(staff.finance, 'fever', edit)).statusCode).toBe(403);
    expect((await save(staff.service, 'fever', edit)).statusCode).toBe(403);
    expect((await save(patient, 'fever', edit)).statusCode).toBe(401);
    expect((await save(null, 'fever', edit)).statusCode).toBe(401);
    expect(await countRows()).toBe(before);
  });

  it('refuses a broken edit with a clear 400, changing nothing', async () => {
    const before = await countRows();
    const fever = await read('fever');
    const [first, ...rest] = fever.questions;
    const broken = [
      editOf(fever, []),
      editOf(fever, [first!, first!]),
      editOf(fever, [{ ...first!, kind: 'single', options: [] }, ...rest]),
      editOf(fever, [{ ...first!, showIf: { question: 'symptoms', values: ['fever'] } }, ...rest]),
      { ...editOf(fever, fever.questions), title: ' ' },
      { ...editOf(fever, fever.questions), version: undefined },
    ];
    // The console checks with the same schema first and names the problem; the server's 400 names the field.
    const fields = [];
    for (const body of broken) {
      const answer = await save(staff.content, 'fever', body);
      expect(answer.statusCode).toBe(400);
      fields.push(answer.json<{ field: string }>().field);
    }
    expect(fields).toEqual([
      'questions',
      'questions',
      'questions',
      'questions',
      'title',
      'version',
    ]);
    expect((await save(staff.content, 'nope', editOf(fever, fever.questions))).statusCode).toBe(
      400,
    );
    expect(await countRows()).toBe(before);
    expect(await auditLines('fever')).toHaveLength(0);
  });

  it('saves an edit as the next version, audited, keeping the old one intact', async () => {
    const visitor = await read('health-visitor');
    const questions = visitor.questions.map((question, index) =>
      index === 0 ? { ...question, help: '请选择与患者的关系' } : question,
    );
    const saved = await save(
      staff.content,
      'health-visitor',
      editOf(visitor, questions, '补充说明'),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<QuestionnaireDetail>()).toMatchObject({
      version: visitor.version + 1,
      note: '补充说明',
      editedBy: '内容编辑',
      questions,
    });
    expect(await read('health-visitor')).toMatchObject({ version: visitor.version + 1 });

    const [line] = await auditLines('health-visitor');
    expect(line).toMatchObject({ actor: `staff:${staff.content.staff.id}` });
    expect(line!.before).toMatchObject({ version: visitor.version });
    expect(line!.after).toMatchObject({ version: visitor.version + 1 });

    const kept = await t.db
      .select()
      .from(questionnaireVersions)
      .where(
        and(
          eq(questionnaireVersions.key, 'health-visitor'),
          eq(questionnaireVersions.version, visitor.version),
        ),
      );
    expect(kept[0]!.questions).toEqual(visitor.questions);
  });

  it('refuses an edit started from an older version with 409, changing nothing', async () => {
    const carer = await read('health-carer');
    expect(
      (await save(staff.admin, 'health-carer', editOf(carer, carer.questions))).statusCode,
    ).toBe(200);
    const before = await countRows();
    const stale = await save(staff.content, 'health-carer', editOf(carer, carer.questions));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CHANGED' });
    expect(await countRows()).toBe(before);
  });
});
