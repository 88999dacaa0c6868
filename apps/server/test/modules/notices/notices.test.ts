import type { NoticeList } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/auth.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let noticeIds: { published: number; future: number };

beforeAll(async () => {
  t = await createTestApp();
  const day = 24 * 3600 * 1000;
  const rows = await t.db
    .insert(notices)
    .values([
      {
        title: '门诊时间调整',
        body: '周六门诊照常。',
        publishedAt: new Date(TEST_NOW.getTime() - day),
      },
      {
        title: '明日停电通知',
        body: '尚未发布。',
        publishedAt: new Date(TEST_NOW.getTime() + day),
      },
    ])
    .returning({ id: notices.id });
  noticeIds = { published: rows[0]?.id ?? 0, future: rows[1]?.id ?? 0 };
});
afterAll(() => t.close());

type Headers = { authorization: string };

const list = async (headers: Headers) => {
  const response = await t.app.inject({ url: '/api/notices', headers });
  expect(response.statusCode).toBe(200);
  return response.json<NoticeList>();
};

const mark = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/notice/update', headers, payload });

const messageId = async (headers: Headers) => {
  const item = (await list(headers)).items.find((notice) => notice.category === 'account');
  if (!item) throw new Error('no personal message');
  return item.id;
};

describe('GET /api/notices', () => {
  it("lists a new account's welcome messages and published hospital notices, newest first", async () => {
    const { headers } = await signIn(t.app);
    const { unread, items } = await list(headers);
    const welcome = items.filter((item) => item.category === 'account');
    expect(welcome.map((item) => item.template?.key).sort()).toEqual([
      'accountSecurity',
      'welcome',
    ]);
    expect(welcome.every((item) => /[\u4e00-\u9fff]/.test(item.body))).toBe(true);
    expect(items).toContainEqual(
      expect.objectContaining({
        id: `notice-${noticeIds.published}`,
        title: '门诊时间调整',
        category: 'hospital',
        read: false,
        template: null,
      }),
    );
    expect(items.map((item) => item.id)).not.toContain(`notice-${noticeIds.future}`);
    expect(unread).toBe(items.length);
    const times = items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/notices' })).statusCode).toBe(401);
  });
});

describe('POST /api/notice/update', () => {
  it('marks a personal message read', async () => {
    const { headers } = await signIn(t.app);
    const before = await list(headers);
    const id = await messageId(headers);
    const response = await mark(headers, { id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unread: before.unread - 1 });
    const after = await list(headers);
    expect(after.items.find((item) => item.id === id)?.read).toBe(true);
    // Marking it again changes nothing.
    expect((await mark(headers, { id })).json()).toEqual({ unread: before.unread - 1 });
  });

  it('marks a hospital notice read for this account only', async () => {
    const first = await signIn(t.app);
    const second = await signIn(t.app);
    const id = `notice-${noticeIds.published}`;
    const before = (await list(first.headers)).unread;
    expect((await mark(first.headers, { id })).json()).toEqual({ unread: before - 1 });
    expect((await list(first.headers)).items.find((item) => item.id === id)?.read).toBe(true);
    expect((await list(second.headers)).items.find((item) => item.id === id)?.read).toBe(false);
  });

  it("neither shows nor marks another account's message", async () => {
    const owner = await signIn(t.app);
    const stranger = await signIn(t.app);
    const id = await messageId(owner.headers);
    expect((await list(stranger.headers)).items.map((item) => item.id)).not.toContain(id);
    const response = await mark(stranger.headers, { id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: '消息不存在' });
    expect((await list(owner.headers)).items.find((item) => item.id === id)?.read).toBe(false);
  });

  it('marks everything read at once', async () => {
    const { headers } = await signIn(t.app);
    const response = await mark(headers, { all: true });
    expect(response.json()).toEqual({ unread: 0 });
    const after = await list(headers);
    expect(after.unread).toBe(0);
    expect(after.items.every((item) => item.read)).toBe(true);
  });

  it('answers 404 for an unknown or unpublished notice and 400 for a malformed id', async () => {
    const { headers } = await signIn(t.app);
    const before = (await list(headers)).unread;
    expect((await mark(headers, { id: 'message-999999' })).statusCode).toBe(404);
    expect((await mark(headers, { id: `notice-${noticeIds.future}` })).statusCode).toBe(404);
    for (const payload of [{ id: '12' }, { id: 'notice-0' }, { all: false }, {}]) {
      const response = await mark(headers, payload);
      expect(response.statusCode).toBe(400);
    }
    expect((await list(headers)).unread).toBe(before);
  });
});
