import type { QueryParams, RequestOptions } from './client.ts';
import { request } from './client.ts';
import type { ApiResult } from './result.ts';

type Extra = Pick<RequestOptions, 'loading'>;

/** The call shapes, one per method and encoding. */
export const http = {
  get: <T>(path: string, query?: QueryParams, extra?: Extra): Promise<ApiResult<T>> =>
    request<T>({ method: 'GET', path, query, ...extra }),

  post: <T>(
    path: string,
    body?: unknown,
    extra?: Extra & { query?: QueryParams },
  ): Promise<ApiResult<T>> => request<T>({ method: 'POST', path, json: body ?? {}, ...extra }),

  delete: <T>(path: string, body?: unknown, extra?: Extra): Promise<ApiResult<T>> =>
    request<T>({ method: 'DELETE', path, json: body ?? {}, ...extra }),

  /** PUT carries its parameters in the query string. */
  put: <T>(path: string, params?: QueryParams, extra?: Extra): Promise<ApiResult<T>> =>
    request<T>({ method: 'PUT', path, query: params, ...extra }),

  /** The survey service takes form-encoded posts under /xgwj. */
  postSurvey: <T>(
    path: string,
    form: Record<string, string>,
    extra?: Extra,
  ): Promise<ApiResult<T>> => request<T>({ method: 'POST', path: `/xgwj${path}`, form, ...extra }),

  /** A post with an explicit bearer token, used while binding a phone. */
  postWithToken: <T>(
    path: string,
    body: unknown,
    token: string,
    extra?: Extra,
  ): Promise<ApiResult<T>> => request<T>({ method: 'POST', path, json: body, token, ...extra }),
};
