import {
  buildPath,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@hospital/contract';
import { endSession, getToken } from './session.ts';

/** A non-2xx answer, with the server's message written for people. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;

  constructor(status: number, message: string, code?: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export const isForbidden = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403;

// Not distributive: a union body stays one field of the union type.
type Field<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: never }
  : { [K in Name]: T };

/** What a call to endpoint E needs: exactly the parts its contract declares. */
export type EndpointInput<E extends Endpoint> = Field<'params', ParamsOf<E>> &
  Field<'query', QueryOf<E>> &
  Field<'body', BodyOf<E>>;

function queryString(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const NETWORK_ERROR = '网络异常，请检查网络后重试';
const SERVER_ERROR = '服务器繁忙，请稍后再试';

/**
 * Calls a console endpoint: the query in the URL, the body as JSON, the staff bearer when
 * signed in. A 401 on a signed-in call ends the session; the sign-in calls' own 401s (a
 * wrong password) are answers for the form.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<ResponseOf<E>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const url =
    buildPath(endpoint.path, params as Record<string, string | number> | undefined) +
    queryString(query);
  const token = getToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';

  return send<E>(url, {
    method: endpoint.method,
    headers,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

/** Sends one file as multipart field `file` to an endpoint that takes an upload. */
export function uploadFile<E extends Endpoint>(
  endpoint: E,
  params: ParamsOf<E>,
  file: Blob,
): Promise<ResponseOf<E>> {
  const form = new FormData();
  form.append('file', file);
  const token = getToken();
  return send<E>(buildPath(endpoint.path, params as Record<string, string | number>), {
    method: endpoint.method,
    // The browser sets the multipart boundary itself.
    headers: { accept: 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: form,
  });
}

async function send<E extends Endpoint>(url: string, init: RequestInit): Promise<ResponseOf<E>> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  const payload = (await response.json().catch(() => undefined)) as unknown;
  if (response.ok) return payload as ResponseOf<E>;

  if (response.status === 401 && token) endSession();
  const error = (payload ?? {}) as { message?: string; code?: string; field?: string };
  throw new ApiError(
    response.status,
    error.message ?? (response.status >= 500 ? SERVER_ERROR : `请求失败（${response.status}）`),
    error.code,
    error.field,
  );
}
