import type { StaffRole } from '@hospital/contract';
import type { StaffSession } from '@hospital/contract/console';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { depsOf } from '../../src/deps.ts';
import { DEMO_STAFF, ensureDemoStaff } from '../../src/modules/staff/index.ts';
import type { ManualClock } from '../../src/clock.ts';

/** The demo account holding each role. */
export const STAFF_OF_ROLE = Object.fromEntries(
  DEMO_STAFF.map(({ role, username }) => [role, username]),
) as Record<StaffRole, string>;

/** A fresh app with the demo accounts takes a while on a busy machine: scrypt and migrations. */
export const STAFF_SETUP_TIMEOUT_MS = 180_000;

/** The demo accounts, one per role, as demo mode makes them on start. */
export const ensureTestStaff = (app: FastifyInstance) => ensureDemoStaff(depsOf(app));

/** What the demo administrator's authenticator shows at the clock's time. */
export const adminTotp = (app: FastifyInstance, clock: ManualClock) =>
  generate({
    secret: app.config.demoStaff.adminTotpSecret,
    epoch: Math.floor(clock.now().getTime() / 1000),
  });

export const signInStaff = (
  app: FastifyInstance,
  body: { username: string; password: string; totp?: string },
  ip = '127.0.0.1',
): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: '/console/api/session', payload: body, remoteAddress: ip });

export interface StaffTestSession extends StaffSession {
  headers: { authorization: string };
}

/**
 * Signs a demo account in. An administrator's code is used once, so the clock moves on a
 * step first: several sign-ins in one test each get a fresh code.
 */
export async function staffSession(
  app: FastifyInstance,
  clock: ManualClock,
  username: string,
  password = app.config.demoStaff.password,
): Promise<StaffTestSession> {
  let totp: string | undefined;
  if (username === STAFF_OF_ROLE.admin) {
    clock.advance(30_000);
    totp = await adminTotp(app, clock);
  }
  const response = await signInStaff(app, { username, password, ...(totp && { totp }) });
  if (response.statusCode !== 200) throw new Error(`staff sign-in refused: ${response.body}`);
  const session = response.json<StaffSession>();
  return { ...session, headers: { authorization: `Bearer ${session.token}` } };
}

/**
 * Makes the demo accounts on the test app and signs in one per role asked for, in the
 * order asked, so a test file names the people it works with in one line.
 */
export async function staffOfRoles<R extends StaffRole>(
  t: { app: FastifyInstance; clock: ManualClock },
  roles: readonly R[],
): Promise<Record<R, StaffTestSession>> {
  await ensureTestStaff(t.app);
  const sessions: Partial<Record<R, StaffTestSession>> = {};
  for (const role of roles)
    sessions[role] = await staffSession(t.app, t.clock, STAFF_OF_ROLE[role]);
  return sessions as Record<R, StaffTestSession>;
}
