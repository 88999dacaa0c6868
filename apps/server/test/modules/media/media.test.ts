import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors, news, sliderImages } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

function expectSvg(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
  expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(response.body).not.toMatch(/<script|onload=|href="http/i);
}

describe('GET /media/avatars/doctors/:code.svg', () => {
  it('draws the surname of the doctor, the same picture every time, without a token', async () => {
    const [doctor] = await t.db.select().from(doctors).limit(1);
    expect(doctor!.avatarUrl).toBe(`/media/avatars/doctors/${doctor!.code}.svg`);
    const response = await get(doctor!.avatarUrl);
    expectSvg(response);
    expect(response.body).toContain(`>${doctor!.name[0]}</text>`);
    expect((await get(doctor!.avatarUrl)).body).toBe(response.body);
  });

  it('answers 404 for an unknown doctor and 400 for a malformed code', async () => {
    expect((await get('/media/avatars/doctors/NOBODY.svg')).statusCode).toBe(404);
    expect((await get('/media/avatars/doctors/a_b.svg')).statusCode).toBe(400);
  });
});

describe('GET /media/banners/:id.svg', () => {
  it('draws the slide title, escaped', async () => {
    const [slide] = await t.db
      .insert(sliderImages)
      .values({ title: '<义诊> & 讲座', imageUrl: '', link: '' })
      .returning();
    const response = await get(`/media/banners/${slide!.id}.svg`);
    expectSvg(response);
    expect(response.body).toContain('&#60;义诊&#62; &#38; 讲座');
  });

  it('answers 404 for an unknown slide and 400 for a bad id', async () => {
    expect((await get('/media/banners/999999.svg')).statusCode).toBe(404);
    expect((await get('/media/banners/abc.svg')).statusCode).toBe(400);
  });
});

describe('GET /media/news/:id.svg', () => {
  it('draws a cover for every seeded article', async () => {
    const articles = await t.db.select({ coverUrl: news.coverUrl }).from(news);
    for (const { coverUrl } of articles) expectSvg(await get(coverUrl));
  });

  it('answers 404 for an unknown article and 400 for a bad id', async () => {
    expect((await get('/media/news/999999.svg')).statusCode).toBe(404);
    expect((await get('/media/news/0.svg')).statusCode).toBe(400);
  });
});
