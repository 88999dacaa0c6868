import { TOKEN_PATH, type HttpMethod } from '@hospital/contract';
import { activeLocale, DEFAULT_LOCALE, i18n } from '../i18n/index.ts';
import { ruleText, serverCodeText } from '../i18n/rule-text.ts';
import { REQUEST_TIMEOUT_MS } from '../lib/constants.ts';
import { getAccessToken } from '../platform/storage.ts';
import { showLoading } from './loading.ts';
import type { ApiFailure, ApiResult } from './result.ts';
import { reportUnauthorized } from './unauthorized.ts';

/** These statuses are success; every other one becomes `{ status, msg }`. */
const SUCCESS_STATUSES = new Set([200, 201, 304]);

/**
 * Calls sent without the session's bearer token: the host sign-in settings, the hospital's
 * config and the home data are public, and binding a phone passes its token itself. The phone
 * code is sent with an empty header.
 */
const NO_AUTH_PATHS = new Set([
  '/api/wx-api/oa-config',
  '/api/user/mobile',
  '/api/hospitals/getBizConfig',
  '/api/index/init',
]);
const EMPTY_AUTH_PATHS = new Set(['/api/captcha/phone-captcha']);

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method: HttpMethod;
  path: string;
  query?: QueryParams;
  json?: unknown;
  form?: Record<string, string>;
  /** A multipart upload; the browser sets the boundary in Content-Type. */
  formData?: FormData;
  /** An explicit bearer token instead of the session's (binding a phone). */
  token?: string;
  /** Client credentials, sent as Basic (the token endpoint). */
  basic?: { id: string; secret: string };
  /** false: no loading indicator; a string: its text. */
  loading?: boolean | string;
}

export const timeoutMessage = (): string => i18n.t('common.requestTimeout');

function buildUrl(path: string, query?: QueryParams): string {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.append(name, String(value));
  }
  return url.toString();
}

function authorization(options: RequestOptions): string | undefined {
  if (options.basic) return `Basic ${btoa(`${options.basic.id}:${options.basic.secret}`)}`;
  if (options.token !== undefined) return `Bearer ${options.token}`;
  if (EMPTY_AUTH_PATHS.has(options.path)) return '';
  if (NO_AUTH_PATHS.has(options.path)) return undefined;
  const token = getAccessToken();
  return token ? `Bearer ${token}` : undefined;
}

function buildInit(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const auth = authorization(options);
  if (auth !== undefined) headers.Authorization = auth;
  let body: string | FormData | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return { method: options.method, headers, body };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function field(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

const FAILURE_KINDS: Record<number, string> = {
  400: 'invalid',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  422: 'invalid',
  429: 'tooMany',
};

/**
 * The server explains a failure in Chinese. Read in another language, the app says it in its
 * own words: the shared rule's when the server used one, else what the code means, else what
 * the status means, rather than show words the patient cannot read.
 */
function inActiveLanguage(status: number, message: string, code: string): string {
  if (activeLocale() === DEFAULT_LOCALE || !/[\u4e00-\u9fff]/.test(message)) return message;
  return (
    ruleText(message) ??
    serverCodeText(code) ??
    i18n.t(`serverFailure.${FAILURE_KINDS[status] ?? 'failed'}`)
  );
}

function toFailure(status: number, body: unknown, path: string): ApiFailure {
  if (status === 401) {
    // The token endpoint answers 401 for a bad client or code: that failure stays silent.
    if (path !== TOKEN_PATH) reportUnauthorized();
    return { ok: false, status, msg: field(body, 'error_description') || ' ' };
  }
  const code = field(body, 'code') || field(body, 'error');
  const msg = inActiveLanguage(
    status,
    field(body, 'message') ||
      field(body, 'msg') ||
      field(body, 'error_description') ||
      timeoutMessage(),
    code,
  );
  const named = field(body, 'field');
  return { ok: false, status, msg, ...(code && { code }), ...(named && { field: named }) };
}

/** No response, a network error or a timeout resolves with the timeout text. */
function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('request timed out')), REQUEST_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function request<T>(options: RequestOptions): Promise<ApiResult<T>> {
  const hide =
    options.loading === false
      ? () => undefined
      : showLoading(typeof options.loading === 'string' ? options.loading : undefined);
  try {
    const response = await withTimeout(
      fetch(buildUrl(options.path, options.query), buildInit(options)),
    );
    const body = await readBody(response);
    if (SUCCESS_STATUSES.has(response.status))
      return { ok: true, status: response.status, data: body as T };
    return toFailure(response.status, body, options.path);
  } catch {
    return { ok: false, status: 0, msg: timeoutMessage() };
  } finally {
    hide();
  }
}
