import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { FIRST_VISIT_HOME_COOKIE, INDEX_INIT_ELEMENT_ID, type IndexInit } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const STYLESHEET = '/assets/index-5c1e2d.css';
const CSS = '.home{color:#1661d6}';
const INDEX_HTML = `<!doctype html><html lang="zh-CN"><head><title>诊疗服务</title><script type="module" crossorigin src="/assets/index-9f8e7d.js"></script><link rel="stylesheet" crossorigin href="${STYLESHEET}"></head><body><div id="root"></div></body></html>`;

/** Renderers as the web build writes them: a module with `renderHome`. */
const RENDERERS = {
  'draws.mjs': `export const renderHome = (home, userAgent, acceptLanguage) =>
    '<div id="root" data-drawn-for="' + (/MicroMessenger/.test(userAgent) ? 'WXGZH' : 'WXAPP') +
    '" lang="' + (acceptLanguage.startsWith('en') ? 'en' : 'zh-CN') +
    '"><h1>' + home.hospitalName + '</h1><p>' + Object.keys(home.modules).length + ' areas</p></div>';`,
  'throws.mjs': `export const renderHome = () => { throw new Error('cannot draw'); };`,
  'breaks.mjs': `throw new Error('cannot load');`,
};

const dist = mkdtempSync(join(tmpdir(), 'hospital-web-drawn-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX_HTML);
writeFileSync(join(dist, STYLESHEET), CSS);
for (const [name, source] of Object.entries(RENDERERS)) writeFileSync(join(dist, name), source);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const appWith = (renderer: keyof typeof RENDERERS | 'missing.mjs') =>
  createTestApp({ seed: true, env: { WEB_DIST: dist, WEB_HOME_RENDERER: join(dist, renderer) } });

const getPage = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html', ...headers } });

/** What the body holds before the data: the root element. */
const rootOf = (html: string) => /<body>(.*?)(?:<script|<\/body>)/.exec(html)?.[1];
const embeddedData = (html: string) =>
  JSON.parse(
    new RegExp(`<script id="${INDEX_INIT_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(
      html,
    )![1]!,
  ) as unknown;

describe('the home drawn into the page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith('draws.mjs');
  });
  afterAll(() => t.close());

  it("holds the home in #root at /, and the home's data beside it", async () => {
    const html = (await getPage(t, '/', { 'user-agent': 'Mozilla/5.0 MicroMessenger/8.0' })).body;
    const home = (await t.app.inject({ url: '/api/index/init' })).json<IndexInit>();
    expect(rootOf(html)).toBe(
      `<div id="root" data-drawn-for="WXGZH" lang="zh-CN"><h1>${home.hospitalName}</h1><p>${Object.keys(home.modules).length} areas</p></div>`,
    );
    expect(embeddedData(html)).toEqual(home);
  });

  it('draws it for the host the user agent names, and says the page varies by it', async () => {
    const response = await getPage(t, '/?code=abc', { 'user-agent': 'Mozilla/5.0 Chrome/140' });
    expect(response.body).toContain('data-drawn-for="WXAPP"');
    expect(response.headers.vary).toBe('accept-encoding, user-agent, accept-language, cookie');
  });

  it('draws it in the language the browser asks for', async () => {
    const response = await getPage(t, '/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(rootOf(response.body)).toContain('lang="en"');
  });

  it('leaves #root empty at / once the app said the browser does not open as a first visit', async () => {
    const notFirst = await getPage(t, '/', { cookie: `a=1; ${FIRST_VISIT_HOME_COOKIE}=0` });
    expect(rootOf(notFirst.body)).toBe('<div id="root"></div>');
    expect(embeddedData(notFirst.body)).toEqual(
      (await t.app.inject({ url: '/api/index/init' })).json(),
    );
    expect(notFirst.headers.vary).toBe('accept-encoding, user-agent, accept-language, cookie');
    const first = await getPage(t, '/', { cookie: `${FIRST_VISIT_HOME_COOKIE}=1` });
    expect(first.body).toContain('areas</p>');
  });

  it('writes the stylesheet into the page instead of linking it', async () => {
    const html = (await getPage(t, '/')).body;
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain(STYLESHEET);
  });

  it('leaves #root empty on every other page, which the app draws', async () => {
    const response = await getPage(t, '/personal');
    expect(rootOf(response.body)).toBe('<div id="root"></div>');
    expect(response.body).toContain(`<style>${CSS}</style>`);
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('compresses the page it drew as the browser accepts', async () => {
    const response = await getPage(t, '/', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('areas</p>');
  });
});

describe.each(['throws.mjs', 'breaks.mjs', 'missing.mjs'] as const)(
  'with a renderer that %s',
  (renderer) => {
    it('sends the page with an empty #root and the data, as without one', async () => {
      const t = await appWith(renderer);
      try {
        const response = await getPage(t, '/');
        expect(response.statusCode).toBe(200);
        expect(rootOf(response.body)).toBe('<div id="root"></div>');
        expect(embeddedData(response.body)).toEqual(
          (await t.app.inject({ url: '/api/index/init' })).json(),
        );
      } finally {
        await t.close();
      }
    });
  },
);
