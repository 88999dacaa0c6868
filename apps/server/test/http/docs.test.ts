import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/docs', () => {
  it('publishes the contract as OpenAPI', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/me']?.get).toBeDefined();
    expect(document.paths['/oauth/token']?.post).toBeDefined();
  });

  it('serves the browsable page', async () => {
    const response = await t.app.inject({ url: '/api/docs/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('GET /api/docs switched off (API_DOCS=0, the production default)', () => {
  it('is not there at all', async () => {
    const off = await createTestApp({ env: { API_DOCS: '0' } });
    try {
      const response = await off.app.inject({ url: '/api/docs/json' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await off.close();
    }
  });
});
