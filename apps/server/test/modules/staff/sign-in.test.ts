import { TOTP_REQUIRED } from '@hospital/contract/console';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffSessions } from '../../../src/db/schema/index.ts';
import { signIn } from '../../helpers/auth.ts';
import {
  adminTotp,
  ensureTestStaff,
  signInStaff,
  STAFF_OF_ROLE,
  staffSession,
} from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let password: string;
beforeAll(async () => {
  t = await createTestApp();
  await ensureTestStaff(t.app);
  password = t.config.demoStaff.password;
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) => t.app.inject({ url: '/console/api/me', headers });

describe('POST /console/api/session', () => {
  it('signs a staff member in with the right password, with a bearer token and no cookie', async () => {
    const response = await signInStaff(t.app, { username: STAFF_OF_ROLE.scheduling, password });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const session = response.json<{ token: string; expiresAt: string; staff: unknown }>();
    expect(session.staff).toMatchObject({ username: 'paiban', roles: ['scheduling'] });
    expect(new Date(session.expiresAt).getTime()).toBe(t.clock.now().getTime() + 2 * 3600_000);
    const self = await me({ authorization: `Bearer ${session.token}` });
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ username: 'paiban', totpEnabled: false });
    const [row] = await t.db.select().from(staffSessions).where(eq(staffSessions.id, 1));
    // Only the digest is kept.
    expect(row?.tokenHash).not.toBe(session.token);
  });

  it('answers a wrong password and an unknown user name alike, 401', async () => {
    const wrong = await signInStaff(
      t.app,
      { username: STAFF_OF_ROLE.finance, password: 'wrong-password-1' },
      '10.0.1.1',
    );
    const unknown = await signInStaff(
      t.app,
      { username: 'nobody', password: 'wrong-password-1' },
      '10.0.1.1',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('asks an administrator for the authenticator code, refuses a wrong one and a used one', async () => {
    const admin = STAFF_OF_ROLE.admin;
    const missing = await signInStaff(t.app, { username: admin, password }, '10.0.2.1');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: TOTP_REQUIRED });

    t.clock.advance(30_000);
    const code = await adminTotp(t.app, t.clock);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await signInStaff(
      t.app,
      { username: admin, password, totp: wrongCode },
      '10.0.2.1',
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'TOTP_INVALID' });

    const right = await signInStaff(t.app, { username: admin, password, totp: code }, '10.0.2.1');
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ staff: { roles: ['admin'], totpEnabled: true } });

    const replayed = await signInStaff(
      t.app,
      { username: admin, password, totp: code },
      '10.0.2.1',
    );
    expect(replayed.statusCode).toBe(401);
  });

  it('refuses bad input with 400, never 5xx', async () => {
    for (const payload of [
      {},
      { username: 'kefu' },
      { username: 'kefu', password: 'x', totp: '12' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/console/api/session', payload });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('sessions', () => {
  it('ends at sign-out', async () => {
    const session = await staffSession(t.app, t.clock, STAFF_OF_ROLE.service);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/console/api/session',
      headers: session.headers,
    });
    expect(out.statusCode).toBe(204);
    expect((await me(session.headers)).statusCode).toBe(401);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actor, `staff:${session.staff.id}`));
    expect(actions.map((row) => row.action)).toEqual(['staff.sign_in', 'staff.sign_out']);
  });

  it('expires after two idle hours, and after eight hours however busy', async () => {
    const idle = await staffSession(t.app, t.clock, STAFF_OF_ROLE.content);
    t.clock.advance(2 * 3600_000 - 1000);
    expect((await me(idle.headers)).statusCode).toBe(200);
    t.clock.advance(2 * 3600_000 - 1000);
    expect((await me(idle.headers)).statusCode).toBe(200);
    t.clock.advance(2 * 3600_000);
    expect((await me(idle.headers)).statusCode).toBe(401);

    const busy = await staffSession(t.app, t.clock, STAFF_OF_ROLE.content);
    for (let hour = 1; hour < 8; hour++) {
      t.clock.advance(3600_000);
      expect((await me(busy.headers)).statusCode).toBe(200);
    }
    t.clock.advance(3600_000);
    expect((await me(busy.headers)).statusCode).toBe(401);
  });

  it('never takes a patient token on a console endpoint, nor a staff token on a patient one', async () => {
    const patient = await signIn(t.app);
    expect((await me(patient.headers)).statusCode).toBe(401);
    const staff = await staffSession(t.app, t.clock, STAFF_OF_ROLE.service);
    const patientMe = await t.app.inject({ url: '/api/me', headers: staff.headers });
    expect(patientMe.statusCode).toBe(401);
  });
});
