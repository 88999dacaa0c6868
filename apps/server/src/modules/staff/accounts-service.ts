import type { StaffRole } from '@hospital/contract';
import type { CreateStaff, StaffAccount } from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import { hashPassword } from '../auth/index.ts';
import { auditView, toAccount } from './present.ts';
import {
  countOtherEnabledWithRole,
  insertStaff,
  lockStaff,
  revokeSessionsOf,
  updateStaff,
  type StaffUser,
} from './repository.ts';
import { staffGuessRules } from './session-service.ts';

/** The staff member acting and their request, for the audit log. */
export interface StaffActor {
  staffId: number;
  requestId: string;
}

type AccountDeps = Pick<ServerDeps, 'db' | 'clock'>;

const actorOf = (by: StaffActor | 'system') => (by === 'system' ? 'system' : `staff:${by.staffId}`);

async function lockedOrNotFound(tx: Database, id: number): Promise<StaffUser> {
  const staff = await lockStaff(tx, id);
  if (!staff) throw notFound('员工账号不存在');
  return staff;
}

/** Someone must always be able to manage accounts: the last enabled administrator stays one. */
async function keepAnAdministrator(tx: Database, staff: StaffUser): Promise<void> {
  if (staff.disabledAt || !staff.roles.includes('admin')) return;
  if ((await countOtherEnabledWithRole(tx, 'admin', staff.id)) === 0)
    throw conflict('至少需要保留一名启用的管理员', 'LAST_ADMIN');
}

export async function createStaff(
  deps: AccountDeps,
  by: StaffActor | 'system',
  input: Required<Pick<CreateStaff, 'username' | 'name' | 'password'>> & { roles: StaffRole[] },
  totp?: { secret: string },
): Promise<StaffAccount> {
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const staff = await insertStaff(tx, {
      username: input.username,
      name: input.name,
      roles: input.roles,
      passwordHash,
      createdAt: now,
      ...(totp && { totpSecret: totp.secret, totpConfirmedAt: now }),
    });
    if (!staff) throw conflict('用户名已存在', 'USERNAME_TAKEN');
    await recordAudit(tx, {
      actor: actorOf(by),
      action: 'staff.create',
      entityType: 'staff',
      entityId: staff.id,
      after: auditView(staff),
      ...(by !== 'system' && { requestId: by.requestId }),
      at: now,
    });
    return toAccount(staff);
  });
}

/**
 * The production server's first administrator, made from the command line; refused once an
 * enabled administrator exists, who then makes accounts in the console. The authenticator is
 * enrolled at the first sign-in.
 */
export async function createFirstAdministrator(
  deps: AccountDeps,
  input: { username: string; name: string; password: string },
): Promise<StaffAccount> {
  if ((await countOtherEnabledWithRole(deps.db, 'admin', 0)) > 0)
    throw conflict('已有启用的管理员，请在管理后台创建账号', 'ADMIN_EXISTS');
  return createStaff(deps, 'system', { ...input, roles: ['admin'] });
}

export async function setStaffRoles(
  deps: AccountDeps,
  by: StaffActor,
  id: number,
  roles: StaffRole[],
): Promise<StaffAccount> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockedOrNotFound(tx, id);
    if (!roles.includes('admin')) await keepAnAdministrator(tx, before);
    const after = await updateStaff(tx, id, { roles });
    await recordAudit(tx, {
      actor: actorOf(by),
      action: 'staff.set_roles',
      entityType: 'staff',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
      requestId: by.requestId,
      at: now,
    });
    return toAccount(after);
  });
}

/** Disabling signs the account out everywhere at once. */
export async function setStaffDisabled(
  deps: AccountDeps,
  by: StaffActor,
  id: number,
  disabled: boolean,
): Promise<StaffAccount> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockedOrNotFound(tx, id);
    if (disabled && id === by.staffId) throw conflict('不能停用自己的账号', 'SELF_DISABLE');
    if (disabled) await keepAnAdministrator(tx, before);
    const after = await updateStaff(tx, id, {
      disabledAt: disabled ? (before.disabledAt ?? now) : null,
    });
    if (disabled) await revokeSessionsOf(tx, id, now);
    await recordAudit(tx, {
      actor: actorOf(by),
      action: disabled ? 'staff.disable' : 'staff.enable',
      entityType: 'staff',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
      requestId: by.requestId,
      at: now,
    });
    return toAccount(after);
  });
}

/** A new password signs out every session of the account and forgives its failed tries. */
export async function resetStaffPassword(
  deps: AccountDeps & Pick<ServerDeps, 'attempts'>,
  by: StaffActor,
  id: number,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  const staff = await deps.db.transaction(async (tx) => {
    const before = await lockedOrNotFound(tx, id);
    await updateStaff(tx, id, { passwordHash });
    await revokeSessionsOf(tx, id, now);
    await recordAudit(tx, {
      actor: actorOf(by),
      action: 'staff.reset_password',
      entityType: 'staff',
      entityId: id,
      details: { sessionsRevoked: true },
      requestId: by.requestId,
      at: now,
    });
    return before;
  });
  await deps.attempts.clear(staffGuessRules.perUsername, staff.username);
}
