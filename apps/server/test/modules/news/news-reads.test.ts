import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, newsCategories } from '../../../src/db/schema/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let articleId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.db
    .insert(newsCategories)
    .values({ name: '医院新闻' })
    .returning({ id: newsCategories.id });
  const [article] = await t.db
    .insert(news)
    .values({
      categoryId: category!.id,
      title: '新闻',
      summary: '摘要',
      coverUrl: '',
      bodyHtml: '<p>正文</p>',
      publishedAt: TEST_NOW,
      reads: 7,
    })
    .returning({ id: news.id });
  articleId = article!.id;
});
afterAll(() => t.close());

const read = (id: number | string, who?: SignedIn) =>
  t.app.inject({ url: `/api/news/${id}/updateNewsReads`, headers: who?.headers ?? {} });

describe('GET /api/news/:id/updateNewsReads', () => {
  it('counts each patient once, however often they open the article', async () => {
    const [first, second] = await Promise.all([signIn(t.app), signIn(t.app)]);
    expect((await read(articleId, first)).json()).toEqual({ reads: 8 });
    const again = await Promise.all([read(articleId, first), read(articleId, first)]);
    expect(again.map((response) => response.json<{ reads: number }>().reads)).toEqual([8, 8]);
    expect((await read(articleId, second)).json()).toEqual({ reads: 9 });
  });

  it('answers 401 without a token', async () => {
    expect((await read(articleId)).statusCode).toBe(401);
  });

  it('answers 400 for a bad id and 404 for an unknown article', async () => {
    const patient = await signIn(t.app);
    expect((await read('abc', patient)).statusCode).toBe(400);
    expect((await read(999999, patient)).statusCode).toBe(404);
  });
});
