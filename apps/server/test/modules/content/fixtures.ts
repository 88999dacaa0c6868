import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../helpers/test-app.ts';

type Who = { headers: Record<string, string> } | null;

/** A console call as the given staff member (or a patient, or nobody). */
export const consoleCall =
  (t: TestApp) =>
  (
    who: Who,
    url: string,
    options: {
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      payload?: object;
      query?: Record<string, string>;
    } = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: options.method ?? 'GET',
      url: `/console/api${url}`,
      ...(options.query && { query: options.query }),
      ...(options.payload && { payload: options.payload }),
      headers: who?.headers ?? {},
    });

export const patientCall = (t: TestApp) => (who: Who, url: string) =>
  t.app.inject({ url, headers: who?.headers ?? {} });
