import { RULE_MESSAGES, type Unregister } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import {
  announceRevoked,
  forgetSignInsOf,
  revokeUserTokens,
  verifyPassword,
} from '../auth/index.ts';
import { verifySmsCode } from '../captcha/index.ts';
import { forgetMessagesOf } from '../notices/index.ts';
import { forgetFeverRecordsOf } from '../fever/index.ts';
import { forgetHealthRecordsOf } from '../health/index.ts';
import { forgetNatPreRecordsOf } from '../nucleic-acid/index.ts';
import { forgetPatientsOf } from '../patients/index.ts';
import type { AttemptRule } from '../../stores/index.ts';
import type { AccountDeps } from './account-service.ts';
import { eraseUser, findUserSecrets } from './repository.ts';

/** Five tries at the password in a quarter of an hour. */
const PASSWORD_GUESSES: AttemptRule = {
  name: 'unregister:password',
  limit: 5,
  windowSeconds: 15 * 60,
};

/** A stolen token alone must not close the account: the owner proves it with a secret. */
async function checkProof(deps: AccountDeps, userId: number, proof: Unregister): Promise<void> {
  const user = await findUserSecrets(deps.db, userId);
  if (!user) throw notFound('用户不存在');
  if (proof.password !== undefined) {
    // Counted before the compare, so concurrent guesses cannot share one look at the count.
    if (!(await deps.attempts.allow(PASSWORD_GUESSES, String(userId))))
      throw new HttpError(429, '密码错误次数过多，请15分钟后再试', 'RATE_LIMITED');
    if (!user.passwordHash) throw badRequest('该账号未设置密码，请使用短信验证码', 'password');
    if (!(await verifyPassword(proof.password, user.passwordHash)))
      throw badRequest('密码错误', 'password');
    return;
  }
  if (!user.phone) throw badRequest('该账号未绑定手机号，请使用密码', 'smsCode');
  if (!(await verifySmsCode(deps, user.phone, 'login', proof.smsCode ?? '')))
    throw badRequest(RULE_MESSAGES.wrongSmsCode, 'smsCode');
}

/**
 * Closes the account as the README section "Unregistering" says: personal data goes, the
 * row stays (anonymised) for the records the hospital must keep, every token dies at once.
 */
export async function unregisterAccount(
  deps: AccountDeps & Pick<ServerDeps, 'uploads' | 'clock'>,
  userId: number,
  proof: Unregister,
): Promise<void> {
  const now = deps.clock.now();
  await checkProof(deps, userId, proof);
  const { fileIds, revoked } = await deps.db.transaction(async (tx) => {
    await eraseUser(tx, userId, now);
    await forgetSignInsOf(tx, userId);
    await forgetMessagesOf(tx, userId);
    await forgetHealthRecordsOf(tx, userId);
    await forgetFeverRecordsOf(tx, userId);
    await forgetNatPreRecordsOf(tx, userId);
    return {
      fileIds: await forgetPatientsOf(tx, userId, now),
      revoked: await revokeUserTokens(tx, userId),
    };
  });
  await announceRevoked(deps, revoked);
  // The bytes go only once the rows that pointed at them are gone for good.
  await Promise.all(fileIds.map((fileId) => deps.uploads.remove(fileId)));
}
