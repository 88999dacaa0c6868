import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { INDEX_INIT_ELEMENT_ID } from '@hospital/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asScriptData } from '../../src/http/app-page.ts';
import {
  createTestApp,
  TEST_ASSET,
  TEST_ASSET_SOURCE,
  TEST_CONSOLE_INDEX_HTML,
  TEST_INDEX_HTML,
  type TestApp,
} from '../helpers/test-app.ts';

let t: TestApp;
/** The patient app's page as served: the built page with the home's data before `</body>`. */
let servedPage: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const home = await t.app.inject({ url: '/api/index/init' });
  servedPage = TEST_INDEX_HTML.replace(
    '</body>',
    `<script id="${INDEX_INIT_ELEMENT_ID}" type="application/json">${home.body}</script></body>`,
  );
});
afterAll(() => t.close());

const page = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
  t.app.inject({ method, url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

describe('the built web app', () => {
  it.each([
    '/',
    '/personal',
    '/registerPages/registerPage',
    '/reportQuery/reportQuery?code=abc&state=1',
  ])('serves index.html for the history-mode route %s, never cached', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(servedPage);
  });

  it("carries the home's data as GET /api/index/init answers it", async () => {
    const body = (await page('/')).body;
    const data = /<script id="index-init" type="application\/json">(.*?)<\/script>/.exec(body)?.[1];
    const home = await t.app.inject({ url: '/api/index/init' });
    expect(JSON.parse(data!)).toEqual(home.json());
  });

  it('escapes what could close the element the data travels in', () => {
    const text = { title: '</script><script>alert(1)</script>' };
    expect(asScriptData(text)).not.toContain('<');
    expect(JSON.parse(asScriptData(text))).toEqual(text);
  });

  it('goes out as built when the home data cannot be read', async () => {
    const unset = await createTestApp();
    try {
      expect((await unset.app.inject({ url: '/', headers: { accept: 'text/html' } })).body).toBe(
        TEST_INDEX_HTML,
      );
    } finally {
      await unset.close();
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ url: TEST_ASSET });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/api/no-such-call', '/oauth/authorize', '/sandbox/no-such-page', '/api'])(
    'answers 404 JSON for %s even when a page is wanted',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: '接口不存在', code: 'NOT_FOUND' });
    },
  );

  it('answers 404 JSON for a missing file that is not a page', async () => {
    const response = await t.app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 404 JSON for a POST to a page address', async () => {
    const response = await page('/personal', 'POST');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the security headers and a CSP that keeps scripts to our own origin', async () => {
    const response = await page('/personal');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://res.wx.qq.com");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('tags every response with a request id', async () => {
    const response = await t.app.inject({ url: '/api/no-such-call' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the built staff console', () => {
  it.each(['/console/', '/console/staff', '/console/audit?action=staff.create'])(
    'serves the console index.html for its route %s, never cached',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(TEST_CONSOLE_INDEX_HTML);
    },
  );

  it('sends /console to /console/, where its relative addresses resolve', async () => {
    const response = await page('/console');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/console/');
  });

  it('serves its own hashed assets with a long cache', async () => {
    const response = await t.app.inject({ url: `/console${TEST_ASSET}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/console/api/no-such-call', '/console/api'])(
    'answers 404 JSON, never a page, for the console API address %s',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: '接口不存在', code: 'NOT_FOUND' });
    },
  );

  it('sets no cookie a patient page could read', async () => {
    const response = await page('/console/staff');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each([
  { url: TEST_ASSET, source: () => TEST_ASSET_SOURCE, type: 'javascript', cache: IMMUTABLE },
  { url: '/', source: () => servedPage, type: 'text/html', cache: 'no-cache' },
  { url: '/personal', source: () => servedPage, type: 'text/html', cache: 'no-cache' },
  {
    url: `/console${TEST_ASSET}`,
    source: () => TEST_ASSET_SOURCE,
    type: 'javascript',
    cache: IMMUTABLE,
  },
  {
    url: '/console/staff',
    source: () => TEST_CONSOLE_INDEX_HTML,
    type: 'text/html',
    cache: 'no-cache',
  },
])('$url, compressed as the browser accepts', ({ url, source, type, cache }) => {
  it.each([
    { accepts: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
    { accepts: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
    { accepts: 'identity', encoding: undefined, decode: (body: Buffer) => body },
  ])('sends $encoding for "$accepts", the same file once decoded', async (case_) => {
    const response = await t.app.inject({
      url,
      headers: { accept: 'text/html,*/*;q=0.8', 'accept-encoding': case_.accepts },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(case_.encoding);
    expect(case_.decode(response.rawPayload).toString()).toBe(source());
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['cache-control']).toBe(cache);
    // A shared cache must not hand one browser's encoding to another.
    expect(response.headers.vary).toContain('accept-encoding');
  });

  it('sends the file as it is to a client that names no encoding', async () => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(source());
  });
});

describe('without a built web app', () => {
  it('says so instead of failing', async () => {
    const bare = await createTestApp({ env: { WEB_DIST: '/nonexistent-web-dist' } });
    try {
      const response = await bare.app.inject({
        url: '/personal',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: '网页应用尚未构建', code: 'WEB_APP_MISSING' });
    } finally {
      await bare.close();
    }
  });

  it('still serves the console', async () => {
    const webOnly = await createTestApp({ env: { WEB_DIST: '/nonexistent-web-dist' } });
    try {
      const response = await webOnly.app.inject({
        url: '/console/staff',
        headers: { accept: 'text/html' },
      });
      expect(response.body).toBe(TEST_CONSOLE_INDEX_HTML);
    } finally {
      await webOnly.close();
    }
  });
});

describe('without a built console', () => {
  it('says so on a console page', async () => {
    const bare = await createTestApp({ env: { CONSOLE_DIST: '/nonexistent-console' } });
    try {
      const response = await bare.app.inject({
        url: '/console/staff',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: '管理后台尚未构建', code: 'CONSOLE_APP_MISSING' });
    } finally {
      await bare.close();
    }
  });
});
