import type { StaffRole } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { createStaff } from './accounts-service.ts';
import { findStaffByUsername } from './repository.ts';

/** One demo account per role, named as the hospital's staff call their desks. */
export const DEMO_STAFF: readonly { username: string; name: string; role: StaffRole }[] = [
  { username: 'admin', name: '系统管理员', role: 'admin' },
  { username: 'paiban', name: '排班员', role: 'scheduling' },
  { username: 'caiwu', name: '财务员', role: 'finance' },
  { username: 'neirong', name: '内容编辑', role: 'content' },
  { username: 'kefu', name: '客服专员', role: 'service' },
];

/**
 * Makes the demo accounts that are missing, on every start in demo mode; ones already
 * there keep whatever the console changed. The administrator's authenticator is the
 * configured demo secret, already confirmed.
 */
export async function ensureDemoStaff(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'config'>,
): Promise<void> {
  const { password, adminTotpSecret } = deps.config.demoStaff;
  for (const { username, name, role } of DEMO_STAFF) {
    if (await findStaffByUsername(deps.db, username)) continue;
    await createStaff(
      deps,
      'system',
      { username, name, roles: [role], password },
      role === 'admin' ? { secret: adminTotpSecret } : undefined,
    ).catch((error: unknown) => {
      // Another instance starting at the same time made it first.
      if (!(error instanceof Error && 'code' in error && error.code === 'USERNAME_TAKEN'))
        throw error;
    });
  }
}
