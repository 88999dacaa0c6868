import type { StaffAccount, TotpEnrolment } from '@hospital/contract/console';
import { TOTP_ENROLMENT_REQUIRED, TOTP_REQUIRED } from '@hospital/contract/console';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../helpers/db-fingerprint.ts';
import {
  adminTotp,
  ensureTestStaff,
  STAFF_SETUP_TIMEOUT_MS,
  signInStaff,
  STAFF_OF_ROLE,
  staffSession,
} from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureTestStaff(t.app);
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const codeAt = (secret: string) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

describe('an administrator without an authenticator', () => {
  it('may only enrol one, then signs in with its codes', async () => {
    const admin = await staffSession(t.app, t.clock, STAFF_OF_ROLE.admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/console/api/staff',
      headers: admin.headers,
      payload: {
        username: 'newadmin',
        name: '新管理员',
        roles: ['admin'],
        password: 'first-pass-1',
      },
    });
    const account = created.json<StaffAccount>();

    const fresh = await staffSession(t.app, t.clock, 'newadmin', 'first-pass-1');
    expect(fresh.staff.totpEnabled).toBe(false);
    const list = await t.app.inject({ url: '/console/api/staff', headers: fresh.headers });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: TOTP_ENROLMENT_REQUIRED });

    const start = await t.app.inject({
      method: 'POST',
      url: '/console/api/me/totp',
      headers: fresh.headers,
    });
    expect(start.statusCode).toBe(200);
    const enrolment = start.json<TotpEnrolment>();
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,/);

    const before = await databaseFingerprint(t.db);
    const right = await codeAt(enrolment.secret);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/console/api/me/totp/confirm',
      headers: fresh.headers,
      payload: { code: right === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const { attempt_counters: _counted, ...unchanged } = await databaseFingerprint(t.db);
    const { attempt_counters: _before, ...expected } = before;
    expect(unchanged).toEqual(expected);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/console/api/me/totp/confirm',
      headers: fresh.headers,
      payload: { code: right },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: account.id, totpEnabled: true });
    expect(
      (await t.app.inject({ url: '/console/api/staff', headers: fresh.headers })).statusCode,
    ).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/console/api/me/totp',
      headers: fresh.headers,
    });
    expect(again.statusCode).toBe(409);
    const noCode = await signInStaff(t.app, { username: 'newadmin', password: 'first-pass-1' });
    expect(noCode.json()).toMatchObject({ code: TOTP_REQUIRED });
    t.clock.advance(30_000);
    const withCode = await signInStaff(t.app, {
      username: 'newadmin',
      password: 'first-pass-1',
      totp: await codeAt(enrolment.secret),
    });
    expect(withCode.statusCode).toBe(200);
  });
});

describe('guessing limits', () => {
  it('stops password guesses at five per user name, even a right one after, other names unaffected', async () => {
    const username = STAFF_OF_ROLE.content;
    for (let i = 0; i < 5; i++) {
      const response = await signInStaff(
        t.app,
        { username, password: `wrong-guess-${i}` },
        '10.9.0.1',
      );
      expect(response.statusCode).toBe(401);
    }
    const right = await signInStaff(
      t.app,
      { username, password: t.config.demoStaff.password },
      '10.9.0.2',
    );
    expect(right.statusCode).toBe(429);
    const other = await signInStaff(
      t.app,
      { username: STAFF_OF_ROLE.finance, password: t.config.demoStaff.password },
      '10.9.0.2',
    );
    expect(other.statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    const later = await signInStaff(
      t.app,
      { username, password: t.config.demoStaff.password },
      '10.9.0.3',
    );
    expect(later.statusCode).toBe(200);
  });

  it('stops authenticator guesses at five, even a right code after', async () => {
    const username = STAFF_OF_ROLE.admin;
    const password = t.config.demoStaff.password;
    t.clock.advance(30_000);
    const right = await adminTotp(t.app, t.clock);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await signInStaff(t.app, { username, password, totp: wrong }, '10.9.1.1');
      expect(response.json()).toMatchObject({ code: 'TOTP_INVALID' });
    }
    const blocked = await signInStaff(t.app, { username, password, totp: right }, '10.9.1.1');
    expect(blocked.statusCode).toBe(429);
  });
});
