import type { StaffAccount, StaffSelf } from '@hospital/contract/console';
import type { StaffUser } from './repository.ts';

export const toSelf = (staff: StaffUser): StaffSelf => ({
  id: staff.id,
  username: staff.username,
  name: staff.name,
  roles: staff.roles,
  totpEnabled: staff.totpConfirmedAt !== null,
});

export const toAccount = (staff: StaffUser): StaffAccount => ({
  ...toSelf(staff),
  disabled: staff.disabledAt !== null,
  createdAt: staff.createdAt.toISOString(),
});

/** What the audit log keeps of an account: never its password hash or TOTP secret. */
export const auditView = (staff: StaffUser) => {
  const { id, username, name, roles, totpEnabled, disabled } = toAccount(staff);
  return { id, username, name, roles, totpEnabled, disabled };
};

/** An administrator must confirm an authenticator before doing anything else. */
export const needsTotpEnrolment = (staff: StaffUser): boolean =>
  staff.roles.includes('admin') && staff.totpConfirmedAt === null;
