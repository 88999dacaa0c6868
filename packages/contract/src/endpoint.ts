import type { z } from 'zod';
import type { HisScope, StaffRole } from './hospital-side.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API endpoint, declared once as data. The server registers it (validation + OpenAPI);
 * the web app takes its request and response types from it.
 * `path` is the spec's path in Fastify's `:param` form, typos included.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  summary: string;
  /**
   * Who may call: `true` a signed-in patient, `false` anyone (the calls the web sends
   * before sign-in), `{ his }` a HIS client holding that scope, `{ staff }` a staff member
   * holding one of those roles.
   */
  auth: boolean | { his: HisScope } | { staff: readonly StaffRole[] };
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  responses: Partial<Record<200 | 201 | 204, z.ZodType>>;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
export type ParamsOf<E extends Endpoint> = Infer<E['params']>;
export type QueryOf<E extends Endpoint> = Infer<E['query']>;
export type BodyOf<E extends Endpoint> = Infer<E['body']>;
export type ResponseOf<E extends Endpoint> = Infer<
  E['responses'][200] extends z.ZodType ? E['responses'][200] : E['responses'][201]
>;

/**
 * Fills `:name` segments of an endpoint path, URL-encoding each value. `::` is Fastify's
 * literal colon (`/his/v1/departments::batchUpsert`), sent as one.
 */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/::|:([A-Za-z0-9_]+)/g, (literal, name: string | undefined) => {
    if (name === undefined) return ':';
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
