import * as patientContract from '@hospital/contract';
import { STAFF_ROLES, type Endpoint, type StaffRole } from '@hospital/contract';
import * as consoleContract from '@hospital/contract/console';
import * as hisContract from '@hospital/contract/his';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../helpers/db-fingerprint.ts';
import {
  ensureTestStaff,
  STAFF_SETUP_TIMEOUT_MS,
  STAFF_OF_ROLE,
  staffSession,
  type StaffTestSession,
} from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'auth' in value;

const endpointsOf = (contract: Record<string, unknown>) =>
  Object.entries(contract).filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]));

const consoleEndpoints = endpointsOf(consoleContract);

const admits = (endpoint: Endpoint, role: StaffRole) =>
  typeof endpoint.auth === 'object' &&
  'staff' in endpoint.auth &&
  endpoint.auth.staff.includes(role);

/** Every console endpoint paired with every role it does not admit. */
const refused = STAFF_ROLES.flatMap((role) =>
  consoleEndpoints
    .filter(([, endpoint]) => endpoint.auth !== false && !admits(endpoint, role))
    .map(([name, endpoint]) => ({ role, name, endpoint })),
);

/**
 * `:id`-style segments filled with an id that may well exist, so only the role decides; a
 * doubled colon is Fastify's literal colon (`departments::batchUpsert`), not a parameter.
 */
const urlOf = (endpoint: Endpoint) =>
  endpoint.path.replace(/(?<!:):(?!:)[A-Za-z0-9_]+/g, '1').replaceAll('::', ':');

let t: TestApp;
const sessions = {} as Record<StaffRole, StaffTestSession>;
beforeAll(async () => {
  t = await createTestApp();
  await ensureTestStaff(t.app);
  for (const role of STAFF_ROLES)
    sessions[role] = await staffSession(t.app, t.clock, STAFF_OF_ROLE[role]);
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

describe('every console endpoint against every role', () => {
  it('covers the console contract', () => {
    expect(consoleEndpoints.length).toBeGreaterThanOrEqual(10);
    expect(refused.length).toBeGreaterThan(0);
  });

  it.each(refused)(
    '$name refuses $role with 403 and changes nothing',
    async ({ role, endpoint }) => {
      const before = await databaseFingerprint(t.db);
      const response = await t.app.inject({
        method: endpoint.method,
        url: urlOf(endpoint),
        headers: sessions[role].headers,
        ...(endpoint.body !== undefined && { payload: {} }),
      });
      expect(response.statusCode).toBe(403);
      expect(await databaseFingerprint(t.db)).toEqual(before);
    },
  );
});

/** Patient and HIS endpoints a request with no input can reach, so only the token decides. */
const otherDoors = [...endpointsOf(patientContract), ...endpointsOf(hisContract)].filter(
  ([, endpoint]) =>
    endpoint.auth !== false &&
    !(typeof endpoint.auth === 'object' && 'staff' in endpoint.auth) &&
    (typeof endpoint.auth === 'object' ||
      (!endpoint.body && !endpoint.params && (endpoint.query?.safeParse({}).success ?? true))),
);

describe('a staff token on the patient and HIS doors', () => {
  it.each(otherDoors)('%s answers 401', async (_name, endpoint) => {
    const response = await t.app.inject({
      method: endpoint.method,
      url: urlOf(endpoint),
      headers: sessions.admin.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});
