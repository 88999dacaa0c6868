import type {
  MarqueeItem,
  NewsArticle,
  NewsCategory,
  NewsPage,
  SliderImage,
} from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, newsCategories, notices, sliderImages } from '../../../src/db/schema/index.ts';
import { sanitizeNewsHtml } from '../../../src/modules/news/sanitize.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let patient: SignedIn;
let scienceId: number;
let emptyId: number;
let articleIds: number[];

const day = (date: number) => new Date(Date.UTC(2025, 0, date, 2));

beforeAll(async () => {
  t = await createTestApp();
  patient = await signIn(t.app);
  const [science, empty] = await t.db
    .insert(newsCategories)
    .values([
      { name: '健康科普', sort: 1 },
      { name: '通知公告', sort: 2 },
    ])
    .returning({ id: newsCategories.id });
  scienceId = science!.id;
  emptyId = empty!.id;
  const inserted = await t.db
    .insert(news)
    .values(
      [3, 1, 2].map((date) => ({
        categoryId: scienceId,
        title: `第${date}篇`,
        summary: '摘要',
        coverUrl: `/media/news/${date}.svg`,
        bodyHtml: sanitizeNewsHtml(`<p>正文${date}</p><script>alert(1)</script>`),
        publishedAt: day(date),
        reads: date * 10,
      })),
    )
    .returning({ id: news.id });
  articleIds = inserted.map(({ id }) => id);
  await t.db.insert(notices).values(
    Array.from({ length: 12 }, (_, index) => ({
      title: `公告${index + 1}`,
      body: '内容',
      publishedAt: day(index + 1),
    })),
  );
  await t.db.insert(sliderImages).values([
    { title: '第二张', imageUrl: '/media/banners/2.svg', link: '', sort: 2 },
    {
      title: '第一张',
      imageUrl: '/media/banners/1.svg',
      link: '/registerPages/registerPage',
      sort: 1,
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, signedIn = true) =>
  t.app.inject({ url, headers: signedIn ? patient.headers : {} });

describe.each([
  '/api/slider-images',
  '/api/news/getWxoaMarqueeItem',
  '/api/news/getNewsCategory',
  '/api/news/1/getNews',
  '/api/news/1',
])('GET %s without a token', (url) => {
  it('answers 401', async () => {
    expect((await get(url, false)).statusCode).toBe(401);
  });
});

describe('GET /api/slider-images', () => {
  it('lists the slides in display order', async () => {
    const slides = (await get('/api/slider-images')).json<SliderImage[]>();
    expect(slides.map(({ title, link }) => [title, link])).toEqual([
      ['第一张', '/registerPages/registerPage'],
      ['第二张', ''],
    ]);
  });
});

describe('GET /api/news/getWxoaMarqueeItem', () => {
  it('gives the ten newest notice titles, newest first', async () => {
    const items = (await get('/api/news/getWxoaMarqueeItem')).json<MarqueeItem[]>();
    expect(items.map(({ title }) => title)).toEqual(
      Array.from({ length: 10 }, (_, index) => `公告${12 - index}`),
    );
  });
});

describe('GET /api/news/getNewsCategory', () => {
  it('lists the categories in display order', async () => {
    const categories = (await get('/api/news/getNewsCategory')).json<NewsCategory[]>();
    expect(categories.map(({ name }) => name)).toEqual(['健康科普', '通知公告']);
  });
});

describe('GET /api/news/:id/getNews', () => {
  it('pages a category newest first', async () => {
    const first = (await get(`/api/news/${scienceId}/getNews?page=1&size=2`)).json<NewsPage>();
    expect(first).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(first.items.map(({ title }) => title)).toEqual(['第3篇', '第2篇']);
    expect(first.items[0]).toEqual({
      id: expect.any(Number) as number,
      title: '第3篇',
      summary: '摘要',
      coverUrl: '/media/news/3.svg',
      categoryName: '健康科普',
      publishedAt: day(3).toISOString(),
      reads: 30,
    });
    const second = (await get(`/api/news/${scienceId}/getNews?page=2&size=2`)).json<NewsPage>();
    expect(second.items.map(({ title }) => title)).toEqual(['第1篇']);
  });

  it('gives an empty page past the end and for a category without articles', async () => {
    expect((await get(`/api/news/${scienceId}/getNews?page=9`)).json<NewsPage>().items).toEqual([]);
    expect((await get(`/api/news/${emptyId}/getNews`)).json<NewsPage>()).toEqual({
      items: [],
      total: 0,
      page: 1,
      size: 10,
    });
  });

  it.each(['size=0', 'size=51', 'page=0', 'page=abc'])(
    'rejects %s with 400 naming the field',
    async (query) => {
      const response = await get(`/api/news/${scienceId}/getNews?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(query.split('=')[0]);
    },
  );

  it('rejects a category id that is not a number with 400', async () => {
    expect((await get('/api/news/abc/getNews')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown category', async () => {
    expect((await get('/api/news/999999/getNews')).statusCode).toBe(404);
  });
});

describe('GET /api/news/:id', () => {
  it('gives the article with its sanitised body', async () => {
    const response = await get(`/api/news/${articleIds[0]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<NewsArticle>()).toMatchObject({
      title: '第3篇',
      categoryId: scienceId,
      categoryName: '健康科普',
      bodyHtml: '<p>正文3</p>',
    });
  });

  it.each(['abc', '0', '1.5', '99999999999'])('rejects the id %s with 400', async (id) => {
    expect((await get(`/api/news/${id}`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown article', async () => {
    const response = await get('/api/news/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '文章不存在', code: 'NOT_FOUND' });
  });
});
