import type { AuditPage, StaffAccount } from '@hospital/contract/console';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../../src/db/schema/index.ts';
import { databaseFingerprint } from '../../helpers/db-fingerprint.ts';
import {
  ensureTestStaff,
  STAFF_SETUP_TIMEOUT_MS,
  signInStaff,
  STAFF_OF_ROLE,
  staffSession,
  type StaffTestSession,
} from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let admin: StaffTestSession;
beforeAll(async () => {
  t = await createTestApp();
  await ensureTestStaff(t.app);
  admin = await staffSession(t.app, t.clock, STAFF_OF_ROLE.admin);
}, STAFF_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload && { payload }) });

const auditOf = (staffId: number, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'staff'),
        eq(auditLog.entityId, String(staffId)),
        eq(auditLog.action, action),
      ),
    );

let created = 0;
async function createAccount(roles = ['content']): Promise<StaffAccount> {
  const response = await call('POST', '/console/api/staff', {
    username: `editor${++created}`,
    name: `编辑${created}`,
    roles,
    password: 'initial-pass-1',
  });
  expect(response.statusCode).toBe(201);
  return response.json<StaffAccount>();
}

describe('staff accounts', () => {
  it('creates an account that signs in, audited with who and what in one transaction', async () => {
    const account = await createAccount();
    expect(account).toMatchObject({ roles: ['content'], disabled: false, totpEnabled: false });
    const [row] = await auditOf(account.id, 'staff.create');
    expect(row).toMatchObject({ actor: `staff:${admin.staff.id}`, before: null });
    expect(row?.after).toMatchObject({ username: account.username, roles: ['content'] });
    expect(JSON.stringify(row)).not.toContain('scrypt');
    expect(row?.requestId).toBeTruthy();
    const signIn = await signInStaff(t.app, {
      username: account.username,
      password: 'initial-pass-1',
    });
    expect(signIn.statusCode).toBe(200);
    const list = await call('GET', '/console/api/staff');
    expect(list.json<StaffAccount[]>().map((a) => a.username)).toContain(account.username);
  });

  it('refuses a taken user name with 409 and bad input with 400, changing nothing', async () => {
    const before = await databaseFingerprint(t.db);
    const taken = await call('POST', '/console/api/staff', {
      username: 'kefu',
      name: '重复',
      roles: ['service'],
      password: 'initial-pass-1',
    });
    expect(taken.statusCode).toBe(409);
    const good = {
      username: 'valid.name',
      name: '某人',
      roles: ['service'],
      password: 'pass-word-123',
    };
    for (const bad of [
      { ...good, username: 'a' },
      { ...good, username: 'bad name' },
      { ...good, password: 'short1' },
      { ...good, password: 'onlyletterslong' },
      { ...good, roles: [] },
      { ...good, roles: ['root'] },
      { ...good, name: '' },
      {},
    ]) {
      const response = await call('POST', '/console/api/staff', bad);
      expect(response.statusCode).toBe(400);
    }
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('changes roles with before and after in the audit log, keeping the last administrator', async () => {
    const account = await createAccount(['content']);
    const response = await call('PUT', `/console/api/staff/${account.id}/roles`, {
      roles: ['content', 'service'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ roles: ['content', 'service'] });
    const [row] = await auditOf(account.id, 'staff.set_roles');
    expect(row?.before).toMatchObject({ roles: ['content'] });
    expect(row?.after).toMatchObject({ roles: ['content', 'service'] });

    const before = await databaseFingerprint(t.db);
    const last = await call('PUT', `/console/api/staff/${admin.staff.id}/roles`, {
      roles: ['service'],
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_ADMIN' });
    const missing = await call('PUT', '/console/api/staff/999999/roles', { roles: ['service'] });
    expect(missing.statusCode).toBe(404);
    const bad = await call('PUT', `/console/api/staff/${account.id}/roles`, { roles: ['x'] });
    expect(bad.statusCode).toBe(400);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('disables an account, ending its sessions, and enables it again', async () => {
    const account = await createAccount(['service']);
    const session = await staffSession(t.app, t.clock, account.username, 'initial-pass-1');
    const disabled = await call('PUT', `/console/api/staff/${account.id}/disabled`, {
      disabled: true,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ disabled: true });
    const me = await t.app.inject({ url: '/console/api/me', headers: session.headers });
    expect(me.statusCode).toBe(401);
    const signIn = await signInStaff(t.app, {
      username: account.username,
      password: 'initial-pass-1',
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toMatchObject({ code: 'STAFF_DISABLED' });
    const [row] = await auditOf(account.id, 'staff.disable');
    expect(row?.before).toMatchObject({ disabled: false });
    expect(row?.after).toMatchObject({ disabled: true });

    await call('PUT', `/console/api/staff/${account.id}/disabled`, { disabled: false });
    expect(
      (await signInStaff(t.app, { username: account.username, password: 'initial-pass-1' }))
        .statusCode,
    ).toBe(200);

    const self = await call('PUT', `/console/api/staff/${admin.staff.id}/disabled`, {
      disabled: true,
    });
    expect(self.statusCode).toBe(409);
  });

  it('resets a password, signing the account out; the old password stops working', async () => {
    const account = await createAccount(['finance']);
    const session = await staffSession(t.app, t.clock, account.username, 'initial-pass-1');
    const reset = await call('PUT', `/console/api/staff/${account.id}/password`, {
      password: 'new-pass-word-2',
    });
    expect(reset.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/console/api/me', headers: session.headers })).statusCode,
    ).toBe(401);
    const old = await signInStaff(t.app, {
      username: account.username,
      password: 'initial-pass-1',
    });
    expect(old.statusCode).toBe(401);
    const fresh = await signInStaff(t.app, {
      username: account.username,
      password: 'new-pass-word-2',
    });
    expect(fresh.statusCode).toBe(200);
    const [row] = await auditOf(account.id, 'staff.reset_password');
    expect(JSON.stringify(row)).not.toContain('new-pass-word-2');
    const [stored] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, account.id));
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
  });
});

describe('GET /console/api/audit', () => {
  it('lists newest first, filtered by actor, action, entity type and hospital days, a page at a time', async () => {
    // Tomorrow in the hospital (the test clock is 10:00 in Shanghai).
    t.clock.advance(24 * 3600_000);
    // A day later the old session has long expired.
    admin = await staffSession(t.app, t.clock, STAFF_OF_ROLE.admin);
    const account = await createAccount(['content']);
    const today = new Date(t.clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const byDay = await call(
      'GET',
      `/console/api/audit?from=${today}&to=${today}&action=staff.create`,
    );
    expect(byDay.statusCode).toBe(200);
    const page = byDay.json<AuditPage>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      actor: `staff:${admin.staff.id}`,
      actorName: '系统管理员',
      entityType: 'staff',
      entityId: String(account.id),
    });

    const all = (await call('GET', '/console/api/audit?pageSize=2')).json<AuditPage>();
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    expect(all.items[0]!.id).toBeGreaterThan(all.items[1]!.id);
    const byActor = (
      await call(
        'GET',
        `/console/api/audit?actor=staff:${admin.staff.id}&entityType=staff&pageSize=100`,
      )
    ).json<AuditPage>();
    expect(byActor.items.every((item) => item.actor === `staff:${admin.staff.id}`)).toBe(true);
    expect(byActor.items.every((item) => item.entityType === 'staff')).toBe(true);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'from=2026-02-30',
      'from=2026-03-02&to=2026-03-01',
      'pageSize=0',
      'page=x',
    ]) {
      expect((await call('GET', `/console/api/audit?${query}`)).statusCode).toBe(400);
    }
  });
});
