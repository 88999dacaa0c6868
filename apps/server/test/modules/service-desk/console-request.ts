import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface ConsoleRequestOptions {
  method?: 'GET' | 'POST';
  payload?: object;
  query?: Record<string, string>;
}

/** A console API call as a staff member (or nobody), the way the service desk's pages make it. */
export const consoleRequest = (
  app: FastifyInstance,
  who: { headers: Record<string, string> } | null,
  url: string,
  options: ConsoleRequestOptions = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: options.method ?? 'GET',
    url: `/console/api${url}`,
    ...(options.query && { query: options.query }),
    ...(options.payload && { payload: options.payload }),
    headers: who?.headers ?? {},
  });
