import type { FeedbackDetail, FeedbackSummary } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, feedbackCategories, feedbackReplies } from '../../../src/db/schema/index.ts';
import { replyToFeedback } from '../../../src/modules/feedback/console-service.ts';
import type { StaffMember } from '../../../src/http/guards.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let categoryId: number;

const desk: StaffMember = { id: 7, username: 'kefu', roles: ['service'], sessionId: 1 };

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = await Promise.all([signIn(t.app), signIn(t.app)]);
  const [category] = await t.db
    .insert(feedbackCategories)
    .values({ name: '服务态度' })
    .returning({ id: feedbackCategories.id });
  categoryId = category!.id;
});
afterAll(() => t.close());

const send = async (who: SignedIn, content: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback/getUserFeedback',
      headers: who.headers,
      payload: { categoryId, content },
    })
  ).json<FeedbackDetail>();
const list = async (who: SignedIn) =>
  (await t.app.inject({ url: '/api/feedback/list', headers: who.headers })).json<
    FeedbackSummary[]
  >();
const markRead = (who: SignedIn, id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/feedback/${id}/read`, headers: who.headers });
const deps = () => ({ db: t.db, clock: t.clock });

describe('a reply from the service desk', () => {
  it('reaches the patient marked unread until they open it', async () => {
    const sent = await send(owner, '挂号窗口的工作人员很耐心');
    expect(sent.unread).toBe(false);

    const answered = await replyToFeedback(deps(), desk, sent.id, { content: '感谢您的认可' });
    expect(answered).toMatchObject({ status: 'replied', replyRead: false });
    expect(answered.replies).toEqual([
      {
        id: expect.any(Number) as number,
        content: '感谢您的认可',
        staffName: null,
        createdAt: t.clock.now().toISOString(),
      },
    ]);

    const [entry] = (await list(owner)).filter(({ id }) => id === sent.id);
    expect(entry).toMatchObject({ status: 'replied', unread: true });
    const detail = (
      await t.app.inject({ url: `/api/feedback/${sent.id}`, headers: owner.headers })
    ).json<FeedbackDetail>();
    expect(detail.replies.map(({ content }) => content)).toEqual(['感谢您的认可']);

    const read = await markRead(owner, sent.id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread: 0 });
    expect((await list(owner)).find(({ id }) => id === sent.id)?.unread).toBe(false);

    // A second reply marks it unread again.
    await replyToFeedback(deps(), desk, sent.id, { content: '已转告窗口负责人' });
    expect((await list(owner)).find(({ id }) => id === sent.id)?.unread).toBe(true);
  });

  it('records who replied, and refuses a message that does not exist without writing', async () => {
    const sent = await send(owner, '自助机经常卡顿无法缴费');
    await replyToFeedback(deps(), desk, sent.id, { content: '已报修' });
    const [reply] = await t.db
      .select({ staffId: feedbackReplies.staffId })
      .from(feedbackReplies)
      .where(eq(feedbackReplies.feedbackId, sent.id));
    expect(reply?.staffId).toBe(desk.id);

    const before = (await t.db.select().from(feedbackReplies)).length;
    await expect(replyToFeedback(deps(), desk, 999_999, { content: '回复' })).rejects.toMatchObject(
      { statusCode: 404 },
    );
    expect(await t.db.select().from(feedbackReplies)).toHaveLength(before);
  });

  it("lets only the sender mark a message read: another account's is a 404 and stays unread", async () => {
    const sent = await send(owner, '停车场指示牌不清楚');
    await replyToFeedback(deps(), desk, sent.id, { content: '会尽快更换' });
    const foreign = await markRead(stranger, sent.id);
    expect(foreign.statusCode).toBe(404);
    const [row] = await t.db
      .select({ replyUnread: feedback.replyUnread })
      .from(feedback)
      .where(eq(feedback.id, sent.id));
    expect(row?.replyUnread).toBe(true);
    expect((await markRead(owner, 'abc')).statusCode).toBe(400);
    expect((await markRead(owner, 999_999)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/feedback/${sent.id}/read` })).statusCode,
    ).toBe(401);
  });
});
