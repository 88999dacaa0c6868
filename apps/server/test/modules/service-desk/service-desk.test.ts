import type { FeedbackDetail, FeedbackSummary, UploadedFile } from '@hospital/contract';
import type { ConsoleFeedbackDetail, ConsoleFeedbackSummary } from '@hospital/contract/console';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  feedback,
  feedbackCategories,
  feedbackReplies,
} from '../../../src/db/schema/index.ts';
import type { SignedIn } from '../../helpers/auth.ts';
import {
  consoleClient,
  type ConsoleCaller,
  type ConsoleClient,
} from '../../helpers/console-request.ts';
import {
  STAFF_SETUP_TIMEOUT_MS,
  staffOfRoles,
  type StaffTestSession,
} from '../../helpers/staff.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { openHospital, patientAccount } from '../appointments/fixtures.ts';
import { addDays, hospitalDate } from '../../../src/modules/schedules/index.ts';

let t: TestApp;
let console_: ConsoleClient;
let desk: StaffTestSession;
let admin: StaffTestSession;
let content: StaffTestSession;
let patient: Awaited<ReturnType<typeof patientAccount>>;
let other: Awaited<ReturnType<typeof patientAccount>>;
let categoryId: number;
let otherCategoryId: number;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const BOUNDARY = '----service-desk-boundary';

async function uploadImage(who: SignedIn): Promise<string> {
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
    'Content-Type: image/png\r\n\r\n';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/patients/fileUpload',
    payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...who.headers },
  });
  return response.json<UploadedFile>().fileId;
}

const sendFeedback = async (who: SignedIn, body: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/feedback/getUserFeedback',
    headers: who.headers,
    payload: { categoryId, ...body },
  });
  if (response.statusCode !== 200) throw new Error(`feedback refused: ${response.body}`);
  return response.json<FeedbackDetail>();
};

const reply = (who: ConsoleCaller, id: number | string, text: unknown) =>
  console_(who, `/feedback/${id}/replies`, { method: 'POST', payload: { content: text } });

const repliesStored = async () => (await t.db.select().from(feedbackReplies)).length;
const auditRows = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'feedback.reply'));

let withImage: FeedbackDetail;
let plain: FeedbackDetail;
let othersFeedback: FeedbackDetail;
let firstSentAt: Date;

beforeAll(async () => {
  ({ t } = await openHospital());
  [patient, other] = await Promise.all([patientAccount(t.app, 1), patientAccount(t.app, 2)]);
  const [first, second] = await t.db
    .insert(feedbackCategories)
    .values([{ name: '服务态度' }, { name: '就医环境' }])
    .returning({ id: feedbackCategories.id });
  categoryId = first!.id;
  otherCategoryId = second!.id;

  firstSentAt = t.clock.now();
  withImage = await sendFeedback(patient, {
    content: '候诊区座位太少，老人只能站着',
    imageFileIds: [await uploadImage(patient)],
    contactPhone: '13912345678',
  });
  t.clock.advance(24 * 3600_000);
  plain = await sendFeedback(patient, { content: '挂号窗口排队很久', categoryId: otherCategoryId });
  othersFeedback = await sendFeedback(other, { content: '别人的反馈不给我看' });
  // Signed in after the day passed: a staff session lasts hours, not days.
  console_ = consoleClient(t.app);
  ({ service: desk, admin, content } = await staffOfRoles(t, ['service', 'admin', 'content']));
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('GET /console/api/feedback-categories', () => {
  it('lists the categories to filter by, to the service desk only', async () => {
    const response = await console_(desk, '/feedback-categories');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ name: string }[]>().map(({ name }) => name)).toEqual(
      expect.arrayContaining(['服务态度', '就医环境']),
    );
    expect((await console_(content, '/feedback-categories')).statusCode).toBe(403);
    expect((await console_(patient, '/feedback-categories')).statusCode).toBe(401);
  });
});

describe('GET /console/api/feedback', () => {
  it('lists everyone’s feedback newest first, by status, category and day', async () => {
    const page = await console_(desk, '/feedback');
    expect(page.statusCode).toBe(200);
    const body = page.json<{ items: ConsoleFeedbackSummary[]; total: number }>();
    expect(body.items.map(({ id }) => id)).toEqual([othersFeedback.id, plain.id, withImage.id]);
    expect(body.total).toBe(3);
    expect(body.items[2]).toMatchObject({
      categoryName: '服务态度',
      imageCount: 1,
      contactPhone: '13912345678',
      status: 'pending',
    });

    const byCategory = await console_(desk, '/feedback', {
      query: { categoryId: String(otherCategoryId) },
    });
    expect(
      byCategory.json<{ items: ConsoleFeedbackSummary[] }>().items.map(({ id }) => id),
    ).toEqual([plain.id]);
    // Feedback is stamped by the server's clock, so its day is the test's own.
    expect(body.items[2]!.createdAt).toBe(firstSentAt.toISOString());
    const day = hospitalDate(firstSentAt);
    const onDay = await console_(admin, '/feedback', { query: { from: day, to: day } });
    expect(onDay.json<{ items: ConsoleFeedbackSummary[] }>().items.map(({ id }) => id)).toContain(
      withImage.id,
    );
    const dayBefore = await console_(admin, '/feedback', { query: { to: addDays(day, -1) } });
    expect(dayBefore.json()).toMatchObject({ items: [], total: 0 });
    const paged = await console_(desk, '/feedback', { query: { page: '2', pageSize: '2' } });
    expect(paged.json()).toMatchObject({ total: 3, page: 2, pageSize: 2 });
  });

  it('refuses bad filters with a 400', async () => {
    for (const query of [
      { status: 'done' },
      { categoryId: 'abc' },
      { from: '2026-02-30' },
      { from: '2026-11-05', to: '2026-11-01' },
      { pageSize: '1000' },
    ] as Record<string, string>[]) {
      expect((await console_(desk, '/feedback', { query })).statusCode).toBe(400);
    }
  });

  it('is closed to other roles, patients and strangers', async () => {
    expect((await console_(content, '/feedback')).statusCode).toBe(403);
    expect((await console_(patient, '/feedback')).statusCode).toBe(401);
    expect((await console_(null, '/feedback')).statusCode).toBe(401);
  });
});

describe('GET /console/api/feedback/:id and its images', () => {
  it('shows one message with its images, served to the service desk only', async () => {
    const detail = (
      await console_(desk, `/feedback/${withImage.id}`)
    ).json<ConsoleFeedbackDetail>();
    expect(detail).toMatchObject({ id: withImage.id, replies: [], replyRead: true });
    const [image] = detail.images;
    const bytes = await t.app.inject({ url: image!.url, headers: desk.headers });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.rawPayload.equals(PNG)).toBe(true);

    expect((await t.app.inject({ url: image!.url, headers: content.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: image!.url, headers: patient.headers })).statusCode).toBe(
      401,
    );
    // The image is another message's: not served through this one.
    const elsewhere = image!.url.replace(`/${withImage.id}/`, `/${plain.id}/`);
    expect((await t.app.inject({ url: elsewhere, headers: desk.headers })).statusCode).toBe(404);
  });

  it('answers 404 for a message that does not exist, 400 for a bad id', async () => {
    expect((await console_(desk, '/feedback/999999')).statusCode).toBe(404);
    expect((await console_(desk, '/feedback/abc')).statusCode).toBe(400);
    expect((await console_(content, `/feedback/${plain.id}`)).statusCode).toBe(403);
  });
});

describe('POST /console/api/feedback/:id/replies', () => {
  it('replies; the patient sees it unread until they open it; the audit log has before and after', async () => {
    const response = await reply(desk, plain.id, '  已增开两个挂号窗口，感谢您的反馈  ');
    expect(response.statusCode).toBe(200);
    const answered = response.json<ConsoleFeedbackDetail>();
    expect(answered).toMatchObject({ status: 'replied', replyRead: false });
    expect(answered.replies).toEqual([
      {
        id: expect.any(Number) as number,
        content: '已增开两个挂号窗口，感谢您的反馈',
        staffName: desk.staff.name,
        createdAt: t.clock.now().toISOString(),
      },
    ]);

    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      actor: `staff:${desk.staff.id}`,
      entityType: 'feedback',
      entityId: String(plain.id),
    });
    expect(audit?.before).toMatchObject({ status: 'pending', replies: [] });
    expect(audit?.after).toMatchObject({
      status: 'replied',
      replies: [{ content: answered.replies[0]!.content }],
    });

    const mine = await t.app.inject({ url: '/api/feedback/list', headers: patient.headers });
    expect(mine.json<FeedbackSummary[]>().find(({ id }) => id === plain.id)).toMatchObject({
      status: 'replied',
      unread: true,
    });
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/feedback/${plain.id}/read`,
      headers: patient.headers,
    });
    expect(read.json()).toEqual({ unread: 0 });
    const seen = (await console_(desk, `/feedback/${plain.id}`)).json<ConsoleFeedbackDetail>();
    expect(seen.replyRead).toBe(true);
    // A second reply is news again.
    await reply(admin, plain.id, '窗口已于本周一起增开');
    const again = await t.app.inject({ url: '/api/feedback/list', headers: patient.headers });
    expect(again.json<FeedbackSummary[]>().find(({ id }) => id === plain.id)?.unread).toBe(true);

    // The admin's second reply is audited too.
    expect(await auditRows()).toHaveLength(2);
    const answeredOnly = await console_(desk, '/feedback', { query: { status: 'replied' } });
    expect(
      answeredOnly.json<{ items: ConsoleFeedbackSummary[] }>().items.map(({ id }) => id),
    ).toEqual([plain.id]);
  });

  it("shows the reply to the sender only: another patient's read is a 404", async () => {
    await reply(admin, othersFeedback.id, '已转交后勤处理');
    const foreign = await t.app.inject({
      url: `/api/feedback/${othersFeedback.id}`,
      headers: patient.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('已转交后勤处理');
    const mark = await t.app.inject({
      method: 'POST',
      url: `/api/feedback/${othersFeedback.id}/read`,
      headers: patient.headers,
    });
    expect(mark.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/feedback/${othersFeedback.id}/read`,
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.db
      .select({ unread: feedback.replyUnread })
      .from(feedback)
      .where(eq(feedback.id, othersFeedback.id));
    expect(row?.unread).toBe(true);
  });

  it('refuses bad input, unknown messages and other roles, writing nothing', async () => {
    const replies = await repliesStored();
    const audits = (await auditRows()).length;
    for (const [payload, status] of [
      ['   ', 400],
      ['好'.repeat(1001), 400],
      [42, 400],
    ] as const) {
      const response = await reply(desk, withImage.id, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ field: 'content' });
    }
    expect((await reply(desk, 999_999, '回复')).statusCode).toBe(404);
    expect((await reply(desk, 'abc', '回复')).statusCode).toBe(400);
    expect((await reply(content, withImage.id, '回复')).statusCode).toBe(403);
    expect((await reply(patient, withImage.id, '回复')).statusCode).toBe(401);
    expect((await reply(null, withImage.id, '回复')).statusCode).toBe(401);
    expect(await repliesStored()).toBe(replies);
    expect(await auditRows()).toHaveLength(audits);
  });
});
