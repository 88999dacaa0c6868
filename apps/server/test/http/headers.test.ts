import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  patient = await signIn(t.app);
});
afterAll(() => t.close());

describe('Cache-Control', () => {
  it.each([
    '/api/me',
    '/api/patients/findPatient',
    '/api/appointment/getAppointmentList',
    '/api/report/checks?patientId=1',
  ])('is no-store on the personal answer of %s', async (url) => {
    const response = await t.app.inject({ url, headers: patient.headers });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on API errors and on public API answers', async () => {
    const refused = await t.app.inject({ url: '/api/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const publicAnswer = await t.app.inject({ url: '/api/hospitals/getBizConfig' });
    expect(publicAnswer.statusCode).toBe(200);
    expect(publicAnswer.headers['cache-control']).toBe('no-store');
  });

  it('leaves the web app its own caching', async () => {
    const page = await t.app.inject({ url: '/personal', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('x-request-id', () => {
  it('keeps a sane id the caller sent', async () => {
    const response = await t.app.inject({
      url: '/api/hospitals/getBizConfig',
      headers: { 'x-request-id': 'lb-2026.11_23-abc' },
    });
    expect(response.headers['x-request-id']).toBe('lb-2026.11_23-abc');
  });

  it.each(['', 'a b', 'x'.repeat(65), 'a\tb', '<script>', 'id;drop'])(
    'replaces %j with an id of its own',
    async (given) => {
      const response = await t.app.inject({
        url: '/api/hospitals/getBizConfig',
        headers: { 'x-request-id': given },
      });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(given);
    },
  );
});

describe('security headers', () => {
  it('deny a page the browser powers and sources the app never uses', async () => {
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['permissions-policy']).toContain('geolocation=()');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('let an API answer load nothing, be framed by no page and be read by no other site', async () => {
    for (const url of ['/api/hospitals/getBizConfig', '/api/me', '/api/nowhere']) {
      const answer = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(answer.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['strict-transport-security']).toContain('max-age=');
      // The page's directives say nothing to data.
      expect(answer.headers['permissions-policy']).toBeUndefined();
    }
  });
});
