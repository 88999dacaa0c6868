import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, requestToken, signIn, type SignedIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  patient = await signIn(t.app);
});
afterAll(() => t.close());

/** The spec's error keys; the token endpoint adds RFC 6749's own two. */
const ERROR_KEYS = ['message', 'code', 'field', 'error', 'error_description'];

/** Every refusal is a 4xx in the spec's shape, with a message a patient can read. */
function expectRefused(response: LightMyRequestResponse, status = 400): void {
  expect(response.statusCode).toBe(status);
  const body = response.json<{ message: string; code?: string; field?: string }>();
  expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  expect(Object.keys(body).every((key) => ERROR_KEYS.includes(key))).toBe(true);
}

const get = (url: string) => t.app.inject({ url, headers: patient.headers });
const postJson = (url: string, payload: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...patient.headers, 'content-type': 'application/json' },
    payload,
  });

describe('NUL bytes', () => {
  it('are refused in a path parameter', async () => {
    expectRefused(await get('/api/hospitals/%00/doctors'));
  });

  it('are refused in a query string', async () => {
    expectRefused(await get('/api/patients/getDictItemData?type=na%00tion'));
  });

  it('are refused in a JSON body, in values and in keys', async () => {
    const inValue = await postJson('/api/patients/save', JSON.stringify({ name: '张\u0000三' }));
    expectRefused(inValue);
    expect(inValue.json()).toMatchObject({ code: 'INVALID_CHARACTER', field: 'name' });
    expectRefused(await postJson('/api/patients/save', JSON.stringify({ 'na\u0000me': 'x' })));
  });

  it('are refused in a form body', async () => {
    const response = await requestToken(t.app, {
      grant_type: 'password',
      username: 'wx\u0000',
      password: 'x',
    });
    expectRefused(response);
  });

  it('are refused in the Basic client id, raw or form-encoded', async () => {
    const form = { grant_type: 'refresh_token', refresh_token: 'x' };
    expectRefused(await requestToken(t.app, form, basicAuth('patient-web\u0000', 'secret')));
    expectRefused(await requestToken(t.app, form, basicAuth('patient-web%00', 'secret')));
  });
});

describe('dates', () => {
  it.each(['2026-13-45', '0000-00-00', '2026-02-30'])('refuses the impossible %s', async (day) => {
    const response = await get(`/api/report/checks?patientId=1&from=${day}&to=2026-12-31`);
    expectRefused(response);
    expect(response.json()).toMatchObject({ field: 'from' });
  });
});

describe('ids', () => {
  it.each(['+1', '0x7', '%207%20', '07', '1e1', '99999999999'])(
    'refuses %s in a path and in a query',
    async (id) => {
      expectRefused(await get(`/api/patients/query/${id}`));
      expectRefused(await get(`/api/report/checkReprotDetail?id=${id}`));
    },
  );
});

describe('bodies', () => {
  it('refuses an unknown content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/patients/save',
      headers: { ...patient.headers, 'content-type': 'application/xml' },
      payload: '<patient/>',
    });
    expectRefused(response, 415);
  });

  it('refuses JSON nested deeper than any form', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await postJson('/api/patients/save', `{"name":${deep}}`);
    expectRefused(response);
    expect(response.json()).toMatchObject({ code: 'BODY_TOO_DEEP' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await postJson(
      '/api/patients/save',
      JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expectRefused(response, 413);
  });

  it('refuses an overlong string', async () => {
    expectRefused(
      await postJson(
        '/api/feedback/getUserFeedback',
        JSON.stringify({ categoryId: 1, content: 'x'.repeat(100_000) }),
      ),
    );
  });
});

describe('file upload', () => {
  const upload = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/patients/fileUpload',
      headers: { ...patient.headers, 'content-type': contentType },
      payload,
    });

  it('refuses multipart without a boundary', async () => {
    expectRefused(await upload('multipart/form-data', 'anything'));
  });

  it('refuses a truncated multipart body', async () => {
    const body = [
      '--XYZ',
      'Content-Disposition: form-data; name="file"; filename="a.png"',
      'Content-Type: image/png',
      '',
      '\u0089PNG\r\n\u001a\n0000',
    ].join('\r\n');
    expectRefused(await upload('multipart/form-data; boundary=XYZ', body));
  });
});
