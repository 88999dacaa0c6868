import type {
  CustomerService,
  FeedbackCategory,
  FeedbackDetail,
  FeedbackSummary,
  UploadedFile,
} from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedback, feedbackCategories, feedbackReplies } from '../../../src/db/schema/index.ts';
import { forgetPatientsOf } from '../../../src/modules/patients/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let categoryId: number;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const BOUNDARY = '----feedback-test-boundary';

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

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [owner, stranger] = await Promise.all([signIn(t.app), signIn(t.app)]);
  const [category] = await t.db
    .insert(feedbackCategories)
    .values({ name: '测试分类', sort: 99 })
    .returning({ id: feedbackCategories.id });
  categoryId = category!.id;
});
afterAll(() => t.close());

const send = (who: SignedIn, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback/getUserFeedback',
    headers: who.headers,
    payload,
  });
const get = (url: string, who: SignedIn) => t.app.inject({ url, headers: who.headers });
const storedCount = async () => (await t.db.select().from(feedback)).length;

describe('GET /api/feedback/userQuestionCategory and getCustomerServicePhone', () => {
  it('lists the categories in order and gives the service phone', async () => {
    const categories = (await get('/api/feedback/userQuestionCategory', owner)).json<
      FeedbackCategory[]
    >();
    expect(categories.at(-1)).toMatchObject({ id: categoryId, name: '测试分类' });
    const service = await get('/api/feedback/getCustomerServicePhone', owner);
    expect(service.statusCode).toBe(200);
    expect(service.json<CustomerService>().phone).toMatch(/\d/);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/feedback/userQuestionCategory' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/feedback/getUserFeedback', () => {
  it('rejects bad input with a 400 naming the field and stores nothing', async () => {
    const ownImage = await uploadImage(owner);
    const othersImage = await uploadImage(stranger);
    const good = { categoryId, content: '候诊区座位太少了' };
    for (const [payload, field] of [
      [{ ...good, content: '太慢' }, 'content'],
      [{ ...good, content: '好'.repeat(501) }, 'content'],
      [{ ...good, categoryId: 999999 }, 'categoryId'],
      [{ ...good, contactPhone: '12345' }, 'contactPhone'],
      [{ ...good, imageFileIds: [othersImage] }, 'imageFileIds'],
      [{ ...good, imageFileIds: [ownImage, ownImage] }, 'imageFileIds'],
      [{ ...good, imageFileIds: Array.from({ length: 5 }, () => ownImage) }, 'imageFileIds'],
    ] as const) {
      const response = await send(owner, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    expect(await storedCount()).toBe(0);
  });

  it('stores the text as typed with its images, and lists it newest first with replies', async () => {
    const images = [await uploadImage(owner), await uploadImage(owner)];
    const content = '<script>alert(1)</script> 取药窗口排队太久';
    const first = await send(owner, { categoryId, content: '第一条反馈内容' });
    const created = await send(owner, {
      categoryId,
      content,
      imageFileIds: images,
      contactPhone: '13912345678',
    });
    expect(created.statusCode).toBe(200);
    const detail = created.json<FeedbackDetail>();
    expect(detail).toMatchObject({ content, status: 'pending', imageCount: 2, replies: [] });
    expect(detail.images.map(({ fileId }) => fileId)).toEqual(images);
    expect(detail.images[0]!.url).toBe(`/api/patients/files/${images[0]}`);

    await t.db.insert(feedbackReplies).values({ feedbackId: detail.id, content: '已安排增开窗口' });
    const list = (await get('/api/feedback/list', owner)).json<FeedbackSummary[]>();
    expect(list.map(({ id }) => id)).toEqual([detail.id, first.json<FeedbackDetail>().id]);
    expect(list[0]!.status).toBe('replied');
    const again = (await get(`/api/feedback/${detail.id}`, owner)).json<FeedbackDetail>();
    expect(again.replies.map((reply) => reply.content)).toEqual(['已安排增开窗口']);
  });

  it("never shows one account's feedback to another", async () => {
    const mine = (
      await send(owner, { categoryId, content: '只有我能看到这条' })
    ).json<FeedbackDetail>();
    const foreign = await get(`/api/feedback/${mine.id}`, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('只有我能看到');
    expect((await get('/api/feedback/list', stranger)).json()).toEqual([]);
    expect((await get('/api/feedback/abc', owner)).statusCode).toBe(400);
  });

  it('keeps the text of feedback when an unregistering account loses its uploads', async () => {
    const who = await signIn(t.app);
    const image = await uploadImage(who);
    const sent = (
      await send(who, { categoryId, content: '注销前的反馈', imageFileIds: [image] })
    ).json<FeedbackDetail>();
    const [row] = await t.db
      .select({ userId: feedback.userId })
      .from(feedback)
      .where(eq(feedback.id, sent.id));
    await t.db.transaction((tx) => forgetPatientsOf(tx, row!.userId, t.app.clock.now()));
    const [kept] = await t.db.select().from(feedback).where(eq(feedback.id, sent.id));
    expect(kept?.content).toBe('注销前的反馈');
  });
});
