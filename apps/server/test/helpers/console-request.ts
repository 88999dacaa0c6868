import { CONSOLE_API_PREFIX } from '@hospital/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A staff member, a patient (refused as not staff), or nobody. */
export type ConsoleCaller = { headers: Record<string, string> } | null;

export interface ConsoleRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  payload?: object;
  query?: Record<string, string>;
}

/** A console API call the way the console's pages make it; `url` is below the console prefix. */
export const consoleRequest = (
  app: FastifyInstance,
  who: ConsoleCaller,
  url: string,
  options: ConsoleRequestOptions = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: options.method ?? 'GET',
    url: `${CONSOLE_API_PREFIX}${url}`,
    ...(options.query && { query: options.query }),
    ...(options.payload && { payload: options.payload }),
    headers: who?.headers ?? {},
  });

export type ConsoleClient = (
  who: ConsoleCaller,
  url: string,
  options?: ConsoleRequestOptions,
) => Promise<LightMyRequestResponse>;

/** `consoleRequest` bound to one app, for a test file that calls the console throughout. */
export const consoleClient =
  (app: FastifyInstance): ConsoleClient =>
  (who, url, options) =>
    consoleRequest(app, who, url, options);
