import type { BindPhone, Register, ResetPassword } from '@hospital/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/http-error.ts';
import { hashPassword, revokeUserTokens } from '../auth/index.ts';
import { verifySmsCode, type SmsCodeDeps } from '../captcha/index.ts';
import { addWelcomeMessages } from '../notices/index.ts';
import { findUserByPhone } from './repo.ts';

export interface AccountDeps extends SmsCodeDeps {
  db: Database;
}

const wrongCode = () => badRequest('验证码错误或已过期', 'smsCode');
const phoneTaken = () => conflict('该手机号已注册', 'PHONE_TAKEN');
const live = (userId: number) => and(eq(users.id, userId), isNull(users.deletedAt));

/** PostgreSQL's unique_violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function registerAccount(deps: AccountDeps, input: Register): Promise<number> {
  const { db } = deps;
  if (await findUserByPhone(db, input.phone)) throw phoneTaken();
  if (!(await verifySmsCode(deps, input.phone, 'register', input.smsCode))) throw wrongCode();
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    // The partial unique index on live phones decides a race between two registrations.
    const [user] = await tx
      .insert(users)
      .values({ phone: input.phone, passwordHash, name: input.name ?? null })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return null;
    await addWelcomeMessages(tx, user.id);
    return user.id;
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
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(live(user.id));
    await revokeUserTokens(tx, user.id);
  });
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
    await db.update(users).set({ phone: input.phone }).where(live(userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw takenByOther();
    throw error;
  }
}

export async function renameAccount(db: Database, userId: number, name: string): Promise<void> {
  await db.update(users).set({ name }).where(live(userId));
}
