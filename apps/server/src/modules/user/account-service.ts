import {
  RULE_MESSAGES,
  type BindPhone,
  type Locale,
  type Register,
  type ResetPassword,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { badRequest, conflict } from '../../http/http-error.ts';
import { announceRevoked, hashPassword, revokeUserTokens } from '../auth/index.ts';
import { verifySmsCode } from '../captcha/index.ts';
import { addWelcomeMessages } from '../notices/index.ts';
import { findUserByPhone, insertUser, updateLiveUser } from './repository.ts';

export type AccountDeps = Pick<ServerDeps, 'db' | 'clock' | 'store' | 'attempts' | 'caches'>;

const wrongCode = () => badRequest(RULE_MESSAGES.wrongSmsCode, 'smsCode');
const phoneTaken = () => conflict('该手机号已注册', 'PHONE_TAKEN');

export async function registerAccount(deps: AccountDeps, input: Register): Promise<number> {
  const { db } = deps;
  if (await findUserByPhone(db, input.phone)) throw phoneTaken();
  if (!(await verifySmsCode(deps, input.phone, 'register', input.smsCode))) throw wrongCode();
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const id = await insertUser(tx, { phone: input.phone, passwordHash, name: input.name ?? null });
    if (id !== null) await addWelcomeMessages(tx, id, deps.clock.now());
    return id;
  });
  if (userId === null) throw phoneTaken();
  return userId;
}

/** Signs the account out everywhere: whoever knew the old password is out too. */
export async function resetAccountPassword(deps: AccountDeps, input: ResetPassword): Promise<void> {
  const { db } = deps;
  if (!(await verifySmsCode(deps, input.phone, 'reset', input.smsCode))) throw wrongCode();
  const user = await findUserByPhone(db, input.phone);
  if (!user) throw wrongCode();
  const passwordHash = await hashPassword(input.password);
  const revoked = await db.transaction(async (tx) => {
    await updateLiveUser(tx, user.id, { passwordHash });
    return revokeUserTokens(tx, user.id);
  });
  await announceRevoked(deps, revoked);
}

/**
 * The code is checked (and counted) first: only whoever holds the phone may learn that
 * another account has it, so this cannot be used to find out who has an account.
 */
export async function bindAccountPhone(
  deps: AccountDeps,
  userId: number,
  input: BindPhone,
): Promise<void> {
  const { db } = deps;
  if (!(await verifySmsCode(deps, input.phone, 'bind', input.smsCode))) throw wrongCode();
  const owner = await findUserByPhone(db, input.phone);
  const takenByOther = () => conflict('该手机号已被其他账号绑定', 'PHONE_TAKEN');
  if (owner && owner.id !== userId) throw takenByOther();
  try {
    await updateLiveUser(db, userId, { phone: input.phone });
  } catch (error) {
    if (isUniqueViolation(error)) throw takenByOther();
    throw error;
  }
}

export async function renameAccount(
  deps: Pick<ServerDeps, 'db'>,
  userId: number,
  name: string,
): Promise<void> {
  await updateLiveUser(deps.db, userId, { name });
}

/** The language the account reads the patient app in, on every device it signs in on. */
export async function chooseAccountLocale(
  deps: Pick<ServerDeps, 'db'>,
  userId: number,
  locale: Locale,
): Promise<void> {
  await updateLiveUser(deps.db, userId, { locale });
}
