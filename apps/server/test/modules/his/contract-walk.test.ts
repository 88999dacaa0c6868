import { HIS_SCOPES, type Endpoint, type HisScope } from '@hospital/contract';
import * as hisContract from '@hospital/contract/his';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../helpers/db-fingerprint.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisHeaders } from './his-client.ts';

/**
 * The checks every HIS endpoint owes, walked over the whole contract so a new endpoint is
 * covered the day it is declared: another scope's client gets 403, a body that is not the
 * endpoint's gets 400, and neither changes a row.
 */
const scopeOf = (value: unknown): HisScope | undefined => {
  if (typeof value !== 'object' || value === null || !('auth' in value)) return undefined;
  const { auth } = value;
  return typeof auth === 'object' && auth !== null && 'his' in auth
    ? (auth as { his: HisScope }).his
    : undefined;
};

const endpoints = Object.entries(hisContract).flatMap(([name, value]) => {
  const scope = scopeOf(value);
  return scope ? [{ name, endpoint: value as Endpoint, scope }] : [];
});

/** Parameters filled with an id the HIS could have sent; `::` is Fastify's literal colon. */
const urlOf = (endpoint: Endpoint) =>
  endpoint.path.replace(/(?<!:):(?!:)[A-Za-z0-9_]+/g, 'H-1').replaceAll('::', ':');

let t: TestApp;
const clients = {} as Record<HisScope, { authorization: string }>;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '0', JOBS: '0' } });
  for (const scope of HIS_SCOPES) clients[scope] = await hisHeaders(t.app, [scope]);
});
afterAll(() => t.close());

const send = (endpoint: Endpoint, headers: Record<string, string>, payload?: object) =>
  t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint),
    headers,
    ...(payload !== undefined && { payload }),
  });

describe('every HIS endpoint', () => {
  it('covers the HIS contract', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(20);
  });

  it.each(endpoints)(
    '$name answers 403 insufficient_scope to every other scope, changing nothing',
    async ({ endpoint, scope: own }) => {
      const before = await databaseFingerprint(t.db);
      for (const scope of HIS_SCOPES.filter((one) => one !== own)) {
        const response = await send(
          endpoint,
          clients[scope],
          endpoint.body === undefined ? undefined : {},
        );
        expect(response.statusCode, scope).toBe(403);
        expect(response.json()).toMatchObject({ error: 'insufficient_scope' });
      }
      expect(await databaseFingerprint(t.db)).toEqual(before);
    },
  );

  it.each(endpoints.filter(({ endpoint }) => endpoint.body !== undefined))(
    '$name answers 400 with a message to a body not its own, changing nothing',
    async ({ endpoint, scope }) => {
      const before = await databaseFingerprint(t.db);
      for (const payload of [{}, { items: [] }, { hisId: 42, name: null }]) {
        const response = await send(endpoint, clients[scope], payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
      }
      expect(await databaseFingerprint(t.db)).toEqual(before);
    },
  );
});
