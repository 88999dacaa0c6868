import {
  buildPath,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@hospital/contract';
import type { QueryParams, RequestOptions } from './client.ts';
import { request } from './client.ts';
import type { ApiResult } from './result.ts';

// Not distributive: a union body (one of several shapes) stays one field of the union type.
type Field<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: never }
  : { [K in Name]: T };

/** What a call to endpoint E needs: exactly the parts its contract declares. */
export type EndpointInput<E extends Endpoint> = Field<'params', ParamsOf<E>> &
  Field<'query', QueryOf<E>> &
  Field<'body', BodyOf<E>>;

export type CallOptions = Pick<RequestOptions, 'loading' | 'token'>;

/**
 * Calls a contract endpoint with the encoding of its method: GET and PUT put their
 * parameters in the query string, POST and DELETE send a JSON body.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<ApiResult<ResponseOf<E>>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const path = buildPath(endpoint.path, params as Record<string, string | number> | undefined);
  const base = { path, query: query as QueryParams | undefined, ...options };
  switch (endpoint.method) {
    case 'GET':
      return request({ ...base, method: 'GET' });
    case 'PUT':
      return request({
        ...base,
        method: 'PUT',
        query: { ...base.query, ...(body as QueryParams) },
      });
    case 'POST':
    case 'DELETE':
      return request({ ...base, method: endpoint.method, json: body ?? {} });
  }
}
