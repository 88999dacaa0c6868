import type { NewsPage } from '@hospital/contract';
import type { ConsoleArticle, ConsoleNewsCategory } from '@hospital/contract/console';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, news, newsCategories } from '../../../src/db/schema/index.ts';
import { signIn, type SignedIn } from '../../helpers/auth.ts';
import { consoleClient, type ConsoleClient } from '../../helpers/console-request.ts';
import {
  STAFF_SETUP_TIMEOUT_MS,
  staffOfRoles,
  type StaffTestSession,
} from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { patientCall } from './fixtures.ts';

type Page = { items: { id: number }[]; total: number };

let t: TestApp;
let editor: StaffTestSession;
let desk: StaffTestSession;
let patient: SignedIn;
let call: ConsoleClient;
let get: ReturnType<typeof patientCall>;
let categoryId: number;
let hisCategoryId: number;
let hisArticleId: number;

const UNSAFE_BODY =
  '<p onclick="steal()">就诊<strong>须知</strong><script>alert(1)</script>' +
  '<a href="javascript:alert(2)">坏链接</a> <a href="https://example.org/guide">指南</a></p>';

const article = (overrides: object = {}) => ({
  categoryId,
  title: '冬季流感预防',
  summary: '勤洗手，戴口罩',
  bodyHtml: UNSAFE_BODY,
  ...overrides,
});

const auditOf = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));
const articleRows = () => t.db.select().from(news);

beforeAll(async () => {
  t = await createTestApp();
  call = consoleClient(t.app);
  get = patientCall(t);
  patient = await signIn(t.app);
  ({ content: editor, service: desk } = await staffOfRoles(t, ['content', 'service']));
  const [ours, his] = await t.db
    .insert(newsCategories)
    .values([
      { name: '健康科普', sort: 1 },
      { name: '医院动态', sort: 2, hisId: 'HIS-CAT-1' },
    ])
    .returning({ id: newsCategories.id });
  categoryId = ours!.id;
  hisCategoryId = his!.id;
  const [hisArticle] = await t.db
    .insert(news)
    .values({
      hisId: 'HIS-NEWS-1',
      categoryId: hisCategoryId,
      title: 'HIS的文章',
      summary: '',
      coverUrl: '/media/news/1.svg',
      bodyHtml: '<p>由HIS同步</p>',
      publishedAt: t.clock.now(),
    })
    .returning({ id: news.id });
  hisArticleId = hisArticle!.id;
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('news categories', () => {
  it('creates, renames and lists categories with their article counts, audited', async () => {
    const created = await call(editor, '/news-categories', {
      method: 'POST',
      payload: { name: '用药指导', sort: 5 },
    });
    expect(created.statusCode).toBe(201);
    const category = created.json<ConsoleNewsCategory>();
    expect(category).toMatchObject({ name: '用药指导', sort: 5, hisId: null, articleCount: 0 });
    const renamed = await call(editor, `/news-categories/${category.id}`, {
      method: 'PUT',
      payload: { name: '合理用药', sort: 5 },
    });
    expect(renamed.json()).toMatchObject({ name: '合理用药' });
    const list = (await call(editor, '/news-categories')).json<ConsoleNewsCategory[]>();
    expect(list.map(({ name }) => name)).toEqual(['健康科普', '医院动态', '合理用药']);
    expect(list[1]).toMatchObject({ hisId: 'HIS-CAT-1', articleCount: 1 });
    expect(await auditOf('news_category.create')).toHaveLength(1);
    const [update] = await auditOf('news_category.update');
    expect(update?.before).toMatchObject({ name: '用药指导' });
    expect(update?.after).toMatchObject({ name: '合理用药' });
  });

  it('refuses a blank or taken name with a clear reason and writes nothing', async () => {
    const before = await t.db.select().from(newsCategories);
    const blank = await call(editor, '/news-categories', {
      method: 'POST',
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'name' });
    const taken = await call(editor, '/news-categories', {
      method: 'POST',
      payload: { name: '健康科普' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toContain('健康科普');
    expect(await t.db.select().from(newsCategories)).toEqual(before);
  });

  it("keeps the HIS's categories read-only and a category with articles undeleted", async () => {
    const his = await call(editor, `/news-categories/${hisCategoryId}`, {
      method: 'PUT',
      payload: { name: '改名' },
    });
    expect(his.statusCode).toBe(409);
    expect(his.json()).toMatchObject({ code: 'HIS_OWNED' });
    expect(
      (await call(editor, `/news-categories/${hisCategoryId}`, { method: 'DELETE' })).statusCode,
    ).toBe(409);
    expect((await call(editor, '/news-categories/999999', { method: 'DELETE' })).statusCode).toBe(
      404,
    );
    const [name] = await t.db
      .select({ name: newsCategories.name })
      .from(newsCategories)
      .where(eq(newsCategories.id, hisCategoryId));
    expect(name?.name).toBe('医院动态');
  });

  it('deletes an empty category of our own', async () => {
    const created = await call(editor, '/news-categories', {
      method: 'POST',
      payload: { name: '临时分类' },
    });
    const { id } = created.json<ConsoleNewsCategory>();
    expect((await call(editor, `/news-categories/${id}`, { method: 'DELETE' })).statusCode).toBe(
      204,
    );
    expect(await auditOf('news_category.delete')).toHaveLength(1);
  });

  it('answers 403 to other roles and 401 to a patient, changing nothing', async () => {
    const before = await t.db.select().from(newsCategories);
    expect((await call(desk, '/news-categories')).statusCode).toBe(403);
    const post = { method: 'POST' as const, payload: { name: '越权分类' } };
    expect((await call(desk, '/news-categories', post)).statusCode).toBe(403);
    expect((await call(patient, '/news-categories', post)).statusCode).toBe(401);
    const put = { method: 'PUT' as const, payload: { name: '越权' } };
    expect((await call(desk, `/news-categories/${categoryId}`, put)).statusCode).toBe(403);
    expect(
      (await call(desk, `/news-categories/${categoryId}`, { method: 'DELETE' })).statusCode,
    ).toBe(403);
    expect(await t.db.select().from(newsCategories)).toEqual(before);
  });
});

describe('news articles', () => {
  let draft: ConsoleArticle;

  it('creates a draft with the body sanitised and a drawn cover, unseen by patients', async () => {
    const created = await call(editor, '/news', { method: 'POST', payload: article() });
    expect(created.statusCode).toBe(201);
    draft = created.json<ConsoleArticle>();
    expect(draft).toMatchObject({ status: 'draft', coverUrl: `/media/news/${draft.id}.svg` });
    expect(draft.bodyHtml).toContain('<strong>须知</strong>');
    expect(draft.bodyHtml).toContain('href="https://example.org/guide"');
    expect(draft.bodyHtml).not.toMatch(/script|onclick|javascript:/i);
    expect(await auditOf('news.create')).toHaveLength(1);

    const page = (await get(patient, `/api/news/${categoryId}/getNews`)).json<NewsPage>();
    expect(page.items.map(({ id }) => id)).not.toContain(draft.id);
    expect((await get(patient, `/api/news/${draft.id}`)).statusCode).toBe(404);
  });

  it('publishes (dated now) to patients, withdraws and publishes again, each audited', async () => {
    t.clock.advance(60_000);
    const published = await call(editor, `/news/${draft.id}/status`, {
      method: 'PUT',
      payload: { status: 'published' },
    });
    expect(published.json()).toMatchObject({
      status: 'published',
      publishedAt: t.clock.now().toISOString(),
    });
    const page = (await get(patient, `/api/news/${categoryId}/getNews`)).json<NewsPage>();
    expect(page.items.map(({ id }) => id)).toEqual([draft.id]);
    expect((await get(patient, `/api/news/${draft.id}`)).statusCode).toBe(200);

    const again = await call(editor, `/news/${draft.id}/status`, {
      method: 'PUT',
      payload: { status: 'published' },
    });
    expect(again.statusCode).toBe(409);

    const withdrawn = await call(editor, `/news/${draft.id}/status`, {
      method: 'PUT',
      payload: { status: 'withdrawn' },
    });
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    expect((await get(patient, `/api/news/${draft.id}`)).statusCode).toBe(404);
    expect(await auditOf('news.publish')).toHaveLength(1);
    expect(await auditOf('news.withdraw')).toHaveLength(1);
  });

  it('edits an article keeping its status, sanitising again', async () => {
    const edited = await call(editor, `/news/${draft.id}`, {
      method: 'PUT',
      payload: article({
        title: '冬季流感预防（更新）',
        bodyHtml: '<p><img src=x onerror=alert(1)>新正文</p>',
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: '冬季流感预防（更新）', status: 'withdrawn' });
    expect(edited.json<ConsoleArticle>().bodyHtml).not.toContain('onerror');
    expect((await auditOf('news.update'))[0]?.before).toMatchObject({ title: '冬季流感预防' });
  });

  it('lists every status, filtered by category, status and title', async () => {
    const all = (await call(editor, '/news')).json<{ items: ConsoleArticle[]; total: number }>();
    expect(all.total).toBe(2);
    const withdrawn = await call(editor, '/news', { query: { status: 'withdrawn' } });
    expect(withdrawn.json<Page>().items.map(({ id }) => id)).toEqual([draft.id]);
    const his = await call(editor, '/news', { query: { categoryId: String(hisCategoryId) } });
    expect(his.json<Page>().items.map(({ id }) => id)).toEqual([hisArticleId]);
    const byTitle = await call(editor, '/news', { query: { keyword: '流感' } });
    expect(byTitle.json<Page>().total).toBe(1);
    const bad = await call(editor, '/news', { query: { status: 'deleted' } });
    expect(bad.statusCode).toBe(400);
    expect((await call(editor, `/news/${draft.id}`)).json()).toMatchObject({ id: draft.id });
    expect((await call(editor, '/news/999999')).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const before = await articleRows();
    for (const [payload, field] of [
      [article({ title: '' }), 'title'],
      [article({ categoryId: 999_999 }), 'categoryId'],
      [article({ bodyHtml: '<script>alert(1)</script>' }), 'bodyHtml'],
      [article({ coverUrl: 'javascript:alert(1)' }), 'coverUrl'],
    ] as const) {
      const response = await call(editor, '/news', { method: 'POST', payload });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(field);
    }
    const badStatus = await call(editor, `/news/${draft.id}/status`, {
      method: 'PUT',
      payload: { status: 'draft' },
    });
    expect(badStatus.statusCode).toBe(400);
    expect(await articleRows()).toEqual(before);
  });

  it("keeps the HIS's articles read-only", async () => {
    for (const [url, payload] of [
      [`/news/${hisArticleId}`, article()],
      [`/news/${hisArticleId}/status`, { status: 'withdrawn' }],
    ] as const) {
      const response = await call(editor, url, { method: 'PUT', payload });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toContain('HIS');
    }
    const [row] = await t.db.select().from(news).where(eq(news.id, hisArticleId));
    expect(row).toMatchObject({ title: 'HIS的文章', status: 'published' });
  });

  it('answers 403 to other roles and 401 to a patient, changing nothing', async () => {
    const before = await articleRows();
    expect((await call(desk, '/news')).statusCode).toBe(403);
    expect((await call(desk, `/news/${draft.id}`)).statusCode).toBe(403);
    expect((await call(desk, '/news', { method: 'POST', payload: article() })).statusCode).toBe(
      403,
    );
    expect(
      (await call(desk, `/news/${draft.id}`, { method: 'PUT', payload: article() })).statusCode,
    ).toBe(403);
    const publish = { method: 'PUT' as const, payload: { status: 'published' } };
    expect((await call(desk, `/news/${draft.id}/status`, publish)).statusCode).toBe(403);
    expect((await call(patient, `/news/${draft.id}/status`, publish)).statusCode).toBe(401);
    expect(await articleRows()).toEqual(before);
  });
});

describe('POST /console/api/media/covers', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 7),
  ]);
  const upload = (who: StaffTestSession | SignedIn, bytes: Buffer, type = 'png') =>
    call(who, '/media/covers', {
      method: 'POST',
      payload: { dataUrl: `data:image/${type};base64,${bytes.toString('base64')}` },
    });

  it('stores a picture and serves it at the answered address', async () => {
    const response = await upload(editor, png);
    expect(response.statusCode).toBe(201);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/images\/[0-9a-f]{32}$/);
    const served = await t.app.inject({ url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(await auditOf('media.cover_upload')).toHaveLength(1);
  });

  it('refuses bytes that are not a picture whatever their label, and other roles', async () => {
    const script = await upload(editor, Buffer.from('<script>alert(1)</script>'));
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ field: 'dataUrl' });
    const svg = await call(editor, '/media/covers', {
      method: 'POST',
      payload: { dataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' },
    });
    expect(svg.statusCode).toBe(400);
    expect((await upload(desk, png)).statusCode).toBe(403);
    expect((await upload(patient, png)).statusCode).toBe(401);
    expect(await auditOf('media.cover_upload')).toHaveLength(1);
    expect(
      (await t.app.inject({ url: '/media/images/0123456789abcdef0123456789abcdef' })).statusCode,
    ).toBe(404);
  });
});

it('shows patients only published articles in the latest news and category pages', async () => {
  await t.db.update(news).set({ status: 'draft' }).where(like(news.title, 'HIS%'));
  const page = (await get(patient, `/api/news/${hisCategoryId}/getNews`)).json<NewsPage>();
  expect(page).toMatchObject({ items: [], total: 0 });
  expect((await get(patient, `/api/news/${hisArticleId}`)).statusCode).toBe(404);
});
