import { Toast } from 'antd-mobile';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server.ts';
import { setAccessToken } from '../platform/storage.ts';
import { http } from './http.ts';
import { exchangeToken } from './token.ts';
import { onUnauthorized } from './unauthorized.ts';

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** Records each request and answers it with `status` and `body`. */
function capture(status = 200, body: unknown = { done: true }) {
  const seen: Seen[] = [];
  server.use(
    mock.all('*', async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await request.text(),
      });
      return HttpResponse.json(body as object, { status });
    }),
  );
  return seen;
}

beforeEach(() => setAccessToken('session-token'));

describe('headers', () => {
  it('sends X-Requested-With and the session bearer on every call', async () => {
    const seen = capture();
    await http.get('/api/me');
    expect(seen[0]!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer session-token');
  });

  it.each([
    '/api/wx-api/oa-config',
    '/api/user/mobile',
    '/api/hospitals/getBizConfig',
    '/api/index/init',
  ])('sends no Authorization header to %s', async (path) => {
    const seen = capture();
    await http.get(path);
    expect(seen[0]!.headers.has('authorization')).toBe(false);
    expect(seen[0]!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('sends an empty Authorization header to the phone captcha', async () => {
    const seen = capture();
    await http.get('/api/captcha/phone-captcha');
    expect(seen[0]!.headers.get('authorization')).toBe('');
  });

  it('sends an explicit bearer when binding a phone', async () => {
    const seen = capture();
    await http.postWithToken('/api/user/mobile', { phone: '13800000000' }, 'bind-token');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer bind-token');
  });

  it('sends client Basic credentials and a form to the token endpoint', async () => {
    const seen = capture(200, {
      access_token: 'a',
      token_type: 'Bearer',
      expires_in: 60,
      refresh_token: 'r',
    });
    await exchangeToken('wxgzh:abc', 'host-code');
    expect(seen[0]!.url.pathname).toBe('/oauth/token');
    expect(seen[0]!.headers.get('authorization')).toBe(
      `Basic ${btoa('patient-web:patient-web-secret')}`,
    );
    expect(seen[0]!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({
      grant_type: 'password',
      username: 'wxgzh:abc',
      password: 'host-code',
    });
  });
});

describe('encodings per method', () => {
  it('GET sends query params', async () => {
    const seen = capture();
    await http.get('/api/report/checks', { patientCode: 'P1', page: 2, empty: undefined });
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url.search).toBe('?patientCode=P1&page=2');
  });

  it('POST sends a JSON body', async () => {
    const seen = capture();
    await http.post('/api/appointment/save', { scheduleId: 3 });
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ scheduleId: 3 });
  });

  it('DELETE sends a JSON body', async () => {
    const seen = capture();
    await http.delete('/api/patients/delete/4', { reason: 'moved' });
    expect(seen[0]!.method).toBe('DELETE');
    expect(JSON.parse(seen[0]!.body)).toEqual({ reason: 'moved' });
  });

  it('PUT sends its params in the query string', async () => {
    const seen = capture();
    await http.put('/api/patients/update-default-patient', { id: 9 });
    expect(seen[0]!.method).toBe('PUT');
    expect(seen[0]!.url.search).toBe('?id=9');
    expect(seen[0]!.body).toBe('');
  });

  it('survey posts go form-encoded under /xgwj', async () => {
    const seen = capture();
    await http.postSurvey('/answer', { q1: 'yes' });
    expect(seen[0]!.url.pathname).toBe('/xgwj/answer');
    expect(seen[0]!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(seen[0]!.body).toBe('q1=yes');
  });
});

describe('statuses and messages', () => {
  it.each([200, 201])('treats %i as success', async (status) => {
    capture(status, { id: 1 });
    expect(await http.get('/api/me')).toEqual({ ok: true, status, data: { id: 1 } });
  });

  it('reads message, then msg, then error_description', async () => {
    capture(400, { message: 'm', msg: 'x', error_description: 'e' });
    expect(await http.get('/api/me')).toEqual({ ok: false, status: 400, msg: 'm' });
    capture(409, { msg: 'x', error_description: 'e' });
    expect(await http.get('/api/me')).toEqual({ ok: false, status: 409, msg: 'x' });
    capture(500, { error_description: 'e' });
    expect(await http.get('/api/me')).toEqual({ ok: false, status: 500, msg: 'e' });
  });

  it('falls back to the timeout text', async () => {
    capture(502, {});
    expect(await http.get('/api/me')).toEqual({
      ok: false,
      status: 502,
      msg: '请求超时，请稍后重试',
    });
  });

  it('resolves a network error with the timeout text', async () => {
    server.use(mock.get('*/api/me', () => HttpResponse.error()));
    expect(await http.get('/api/me')).toEqual({
      ok: false,
      status: 0,
      msg: '请求超时，请稍后重试',
    });
  });
});

describe('401', () => {
  const relogin = vi.fn();
  beforeEach(() => onUnauthorized(relogin));
  afterEach(() => relogin.mockReset());

  it('answers error_description or a blank and starts the re-login', async () => {
    capture(401, { error_description: 'expired' });
    expect(await http.get('/api/me')).toEqual({ ok: false, status: 401, msg: 'expired' });
    capture(401, {});
    expect(await http.get('/api/me')).toEqual({ ok: false, status: 401, msg: ' ' });
    expect(relogin).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed token exchange silent', async () => {
    capture(401, { error: 'invalid_grant', error_description: 'bad code' });
    const result = await exchangeToken('wxgzh:old', 'host-code');
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(relogin).not.toHaveBeenCalled();
  });
});

describe('loading indicator', () => {
  it('shows 数据加载中 during a call and hides it on completion', async () => {
    const show = vi.spyOn(Toast, 'show');
    const clear = vi.spyOn(Toast, 'clear');
    let clearedDuring = true;
    server.use(
      mock.get('*/api/me', () => {
        clearedDuring = clear.mock.calls.length > 0;
        return HttpResponse.json({});
      }),
    );
    await http.get('/api/me');
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'loading', content: '数据加载中' }),
    );
    expect(clearedDuring).toBe(false);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('hides it after a failed call too', async () => {
    const clear = vi.spyOn(Toast, 'clear');
    server.use(mock.get('*/api/me', () => HttpResponse.error()));
    await http.get('/api/me');
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('stays hidden for a call that opts out', async () => {
    const show = vi.spyOn(Toast, 'show');
    capture();
    await http.get('/api/index/init', undefined, { loading: false });
    expect(show).not.toHaveBeenCalled();
  });
});
