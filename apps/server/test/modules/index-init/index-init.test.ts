import { HOSPITAL_MODULES, type IndexInit } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitalSettings } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

describe('GET /api/index/init', () => {
  it('answers without a token with everything the home page shows', async () => {
    const response = await t.app.inject({ url: '/api/index/init' });
    expect(response.statusCode).toBe(200);
    const body = response.json<IndexInit>();
    expect(body.hospitalName).toBe(t.config.hospitalName);
    expect(body.servicePhone).not.toBe('');
    expect(body.sliders.length).toBeGreaterThanOrEqual(3);
    expect(body.marquee.length).toBeGreaterThan(0);
    expect(Object.keys(body.modules).sort()).toEqual([...HOSPITAL_MODULES].sort());
  });

  it('gives the five newest articles, newest first', async () => {
    const { latestNews } = (await t.app.inject({ url: '/api/index/init' })).json<IndexInit>();
    expect(latestNews).toHaveLength(5);
    const times = latestNews.map(({ publishedAt }) => Date.parse(publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(latestNews[0]).toEqual({
      id: expect.any(Number) as number,
      title: expect.any(String) as string,
      summary: expect.any(String) as string,
      coverUrl: `/media/news/${latestNews[0]!.id}.svg`,
      categoryName: expect.any(String) as string,
      publishedAt: expect.any(String) as string,
      reads: expect.any(Number) as number,
    });
  });

  it('marks the modules the hospital switched off', async () => {
    await t.db.update(hospitalSettings).set({ enabledModules: ['registration', 'news'] });
    await t.app.caches.changed('settings');
    const { modules } = (await t.app.inject({ url: '/api/index/init' })).json<IndexInit>();
    expect(
      Object.entries(modules)
        .filter(([, enabled]) => enabled)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['news', 'registration']);
  });
});
