import type { StaffSelf, TotpEnrolment } from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffActor } from './accounts-service.ts';
import { toSelf } from './present.ts';
import { findStaffById, lockStaff, updateStaff } from './repository.ts';
import { useTotpCode } from './session-service.ts';
import { enrolmentCodes, newTotpSecret } from './totp.ts';

/**
 * A fresh secret for the signed-in member, replacing one never confirmed. A confirmed
 * authenticator is not replaced here: that would let a stolen session drop the second factor.
 */
export async function startTotpEnrolment(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  by: StaffActor,
): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const now = deps.clock.now();
  const username = await deps.db.transaction(async (tx) => {
    const staff = await lockStaff(tx, by.staffId);
    if (!staff) throw notFound('员工账号不存在');
    if (staff.totpConfirmedAt) throw conflict('已绑定身份验证器', 'TOTP_ALREADY_ENABLED');
    await updateStaff(tx, staff.id, { totpSecret: secret, totpLastStep: null });
    await recordAudit(tx, {
      actor: `staff:${staff.id}`,
      action: 'staff.totp_start',
      entityType: 'staff',
      entityId: staff.id,
      requestId: by.requestId,
      at: now,
    });
    return staff.username;
  });
  return { ...(await enrolmentCodes(username, secret)), secret };
}

/** A right code from the new authenticator confirms it; from then on sign-in asks for one. */
export async function confirmTotpEnrolment(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'attempts'>,
  by: StaffActor,
  code: string,
): Promise<StaffSelf> {
  const staff = await findStaffById(deps.db, by.staffId);
  if (!staff) throw notFound('员工账号不存在');
  if (staff.totpConfirmedAt) throw conflict('已绑定身份验证器', 'TOTP_ALREADY_ENABLED');
  if (!staff.totpSecret) throw conflict('请先获取绑定二维码', 'TOTP_NOT_STARTED');
  if (!(await useTotpCode(deps, staff, code))) throw badRequest('验证码错误或已使用', 'code');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockStaff(tx, staff.id);
    // Started again meanwhile: the code was for a secret that is gone.
    if (before?.totpSecret !== staff.totpSecret)
      throw conflict('绑定二维码已更新，请重新扫描', 'TOTP_NOT_STARTED');
    const after = await updateStaff(tx, staff.id, { totpConfirmedAt: now });
    await recordAudit(tx, {
      actor: `staff:${staff.id}`,
      action: 'staff.totp_confirm',
      entityType: 'staff',
      entityId: staff.id,
      before: { totpEnabled: false },
      after: { totpEnabled: true },
      requestId: by.requestId,
      at: now,
    });
    return toSelf(after);
  });
}
