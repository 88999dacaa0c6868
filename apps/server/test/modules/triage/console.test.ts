import type { GuidanceBodyPart, TriageContent } from '@hospital/contract';
import {
  SAME_PERSON_CODE,
  type ConsoleVisit,
  type TriageVersion,
  type TriageVersionDetail,
} from '@hospital/contract/console';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, triageVersions } from '../../../src/db/schema/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { consoleClient, type ConsoleClient } from '../../helpers/console-request.ts';
import {
  STAFF_OF_ROLE,
  staffOfRoles,
  staffSession,
  type StaffTestSession,
} from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { dayFromToday } from '../appointments/fixtures.ts';
import { auditOf } from '../scheduling/fixtures.ts';
import { answerPrecheck, content, paidVisit } from './fixtures.ts';

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

/** The starting content with a new note on the first symptom, as an editor changes it. */
const edited = (change = '（已审核）'): TriageContent => ({
  ...content,
  symptoms: content.symptoms.map((symptom, index) =>
    index === 0 ? { ...symptom, explanation: symptom.explanation + change } : symptom,
  ),
});

const saveDraft = (who: StaffTestSession, draft: TriageContent, note = '') =>
  call(who, '/triage/draft', { method: 'PUT', payload: { content: draft, note } });
const publish = (who: StaffTestSession) => call(who, '/triage/draft/publish', { method: 'POST' });
const discard = (who: StaffTestSession) => call(who, '/triage/draft', { method: 'DELETE' });
const versions = async () =>
  (await call(staff.content, '/triage/versions')).json<TriageVersion[]>();
const countRows = async () => (await t.db.select().from(triageVersions)).length;

describe('triage content versions', () => {
  it('lists the seeded version 1 as published, with its counts and no problems', async () => {
    const [first] = await versions();
    expect(first).toMatchObject({
      number: 1,
      status: 'published',
      publishedBy: null,
      counts: {
        bodyParts: content.bodyParts.length,
        symptoms: content.symptoms.length,
        questions: content.questions.length,
        redFlags: content.redFlags.length,
      },
    });
    const detail = await call(staff.content, `/triage/versions/${first!.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<TriageVersionDetail>()).toMatchObject({ content, problems: [] });
    expect((await call(staff.content, '/triage/versions/999999')).statusCode).toBe(404);
  });

  it('lets only content staff in: 403 for other roles, 401 for patients and nobody', async () => {
    for (const url of ['/triage/versions', '/triage/versions/1']) {
      expect((await call(staff.finance, url)).statusCode).toBe(403);
      expect((await call(staff.service, url)).statusCode).toBe(403);
      expect((await call(patient, url)).statusCode).toBe(401);
      expect((await call(null, url)).statusCode).toBe(401);
    }
    const before = await countRows();
    expect((await saveDraft(staff.finance, edited())).statusCode).toBe(403);
    expect((await publish(staff.service)).statusCode).toBe(403);
    expect((await discard(staff.finance)).statusCode).toBe(403);
    expect(await countRows()).toBe(before);
  });

  it('keeps a draft with problems and lists them; refuses a malformed one, changing nothing', async () => {
    const before = await countRows();
    const malformed = await saveDraft(staff.content, { ...edited(), bodyParts: [] });
    expect(malformed.statusCode).toBe(400);
    expect(await countRows()).toBe(before);

    const unknownDept = edited();
    unknownDept.symptoms[0] = {
      ...unknownDept.symptoms[0]!,
      departments: [{ deptCode: 'NOPE', weight: 5 }],
    };
    const saved = await saveDraft(staff.content, unknownDept, '试一个不存在的科室');
    expect(saved.statusCode).toBe(200);
    const draft = saved.json<TriageVersionDetail>();
    expect(draft).toMatchObject({ status: 'draft', number: null, editedBy: '内容编辑' });
    expect(draft.problems.join()).toContain('NOPE');

    const refused = await publish(staff.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('NOPE');

    expect((await discard(staff.content)).statusCode).toBe(204);
    expect((await discard(staff.content)).statusCode).toBe(404);
    expect((await publish(staff.admin)).statusCode).toBe(409);
    expect(await countRows()).toBe(before);
    expect(await auditOf(t.app, 'triage_draft.discard', draft.id)).toHaveLength(1);
  });

  it('is published by a second person only; patients then get the new version', async () => {
    const first = await saveDraft(staff.content, edited('（一）'));
    const draft = first.json<TriageVersionDetail>();
    const again = await saveDraft(staff.content, edited('（二）'), '补充说明');
    expect(again.json<TriageVersionDetail>()).toMatchObject({ id: draft.id, note: '补充说明' });
    expect(await auditOf(t.app, 'triage_draft.create', draft.id)).toHaveLength(1);
    expect(await auditOf(t.app, 'triage_draft.update', draft.id)).toHaveLength(1);

    const own = await publish(staff.content);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: SAME_PERSON_CODE });

    const published = await publish(staff.admin);
    expect(published.statusCode).toBe(200);
    const version = published.json<TriageVersionDetail>();
    expect(version).toMatchObject({ status: 'published', publishedBy: '系统管理员' });
    expect(version.number).toBeGreaterThan(1);
    expect(await auditOf(t.app, 'triage_version.publish', draft.id)).toHaveLength(1);
    const statuses = (await versions()).map((row) => [row.number, row.status]);
    expect(statuses).toContainEqual([1, 'retired']);
    expect(statuses.filter(([, status]) => status === 'published')).toEqual([
      [version.number, 'published'],
    ]);

    const list = await t.app.inject({ url: '/api/bodyPart/bodyPartlist' });
    expect(list.json<{ version: number; parts: GuidanceBodyPart[] }>().version).toBe(
      version.number,
    );
    const { who, appointment } = await paidVisit(t.app, 'XHNK');
    expect((await answerPrecheck(t.app, who, appointment.id)).version).toBe(version.number);
  });

  it('publishes one of two publishes at once; the other gets a 409', async () => {
    await saveDraft(staff.content, edited('（并发）'));
    const secondAdmin = await staffSession(t.app, t.clock, STAFF_OF_ROLE.admin);
    const answers = await Promise.all([publish(staff.admin), publish(secondAdmin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const published = await t.db
      .select()
      .from(triageVersions)
      .where(eq(triageVersions.status, 'published'));
    expect(published).toHaveLength(1);
  });
});

describe('visits with their pre-diagnosis', () => {
  it("lists a day's visits in queue order with the pre-diagnosis state and red flag", async () => {
    const days = 4;
    const calm = await paidVisit(t.app, 'XHNK', { days });
    const urgent = await paidVisit(t.app, 'XHNK', { days });
    const silent = await paidVisit(t.app, 'XHNK', { days });
    await answerPrecheck(t.app, calm.who, calm.appointment.id);
    await answerPrecheck(t.app, urgent.who, urgent.appointment.id, ['chest-pain', 'sweating']);

    const query = { date: dayFromToday(days), deptCode: 'XHNK', pageSize: '100' };
    const response = await call(staff.service, '/visits', { query });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ items: ConsoleVisit[]; total: number }>();
    const mine = page.items.filter((visit) =>
      [calm, urgent, silent].some(({ appointment }) => appointment.id === visit.appointmentId),
    );
    expect(mine.map((visit) => [visit.precheck, visit.redFlag !== null])).toEqual([
      ['done', false],
      ['done', true],
      ['unanswered', false],
    ]);
    expect(page.items.every((visit) => visit.deptName === '消化内科')).toBe(true);
    const order = page.items.map(
      (visit) => (visit.period === 'morning' ? 0 : 10_000) + visit.sequence,
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(page.total).toBe(page.items.length);

    const flagged = await call(staff.service, '/visits', { query: { ...query, redFlag: 'true' } });
    expect(flagged.json<{ items: ConsoleVisit[] }>().items.map((v) => v.appointmentId)).toEqual([
      urgent.appointment.id,
    ]);
  });

  it('refuses a bad date and roles outside the visits area', async () => {
    expect(
      (await call(staff.service, '/visits', { query: { date: '2026-13-40' } })).statusCode,
    ).toBe(400);
    expect(
      (await call(staff.finance, '/visits', { query: { date: dayFromToday(1) } })).statusCode,
    ).toBe(403);
    expect((await call(staff.content, '/visits/1/precheck')).statusCode).toBe(403);
    expect((await call(null, '/visits/1/precheck')).statusCode).toBe(401);
  });

  it("shows a visit's pre-diagnosis and audits the reading", async () => {
    const { who, appointment } = await paidVisit(t.app, 'XHNK');
    const saved = await answerPrecheck(t.app, who, appointment.id);

    const response = await call(staff.service, `/visits/${appointment.id}/precheck`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      visit: { appointmentId: appointment.id, orderNum: appointment.orderNum, precheck: 'done' },
      record: saved,
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'precheck.read'));
    expect(entry).toMatchObject({
      actor: `staff:${staff.service.staff.id}`,
      entityType: 'appointment',
      entityId: String(appointment.id),
    });
    expect((await call(staff.service, '/visits/999999/precheck')).statusCode).toBe(404);
  });
});
