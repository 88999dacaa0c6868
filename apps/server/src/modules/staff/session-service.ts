import { randomBytes } from 'node:crypto';
import { TOTP_REQUIRED, type SignIn, type StaffSession } from '@hospital/contract/console';
import type { ServerDeps } from '../../deps.ts';
import { HttpError } from '../../http/http-error.ts';
import type { AttemptRule } from '../../stores/index.ts';
import { recordAudit } from '../audit/index.ts';
import { digestsEqual, sha256, verifyPassword } from '../auth/index.ts';
import { toSelf } from './present.ts';
import {
  claimTotpStep,
  findSessionByTokenHash,
  findStaffByUsername,
  insertSession,
  revokeSession,
  touchSession,
  type StaffSessionRow,
  type StaffUser,
} from './repository.ts';
import { acceptedTotpStep } from './totp.ts';

const MINUTE = 60_000;
/** A console left alone this long signs out. */
export const SESSION_IDLE_MS = 2 * 60 * MINUTE;
/** However busy, a sign-in lasts one working day. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * MINUTE;
/** Seen-at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = MINUTE;

const GUESS_WINDOW_SECONDS = 15 * 60;
export const staffGuessRules = {
  perUsername: { name: 'staff-sign-in:username', limit: 5, windowSeconds: GUESS_WINDOW_SECONDS },
  perIp: { name: 'staff-sign-in:ip', limit: 30, windowSeconds: GUESS_WINDOW_SECONDS },
  totp: { name: 'staff-totp', limit: 5, windowSeconds: GUESS_WINDOW_SECONDS },
} satisfies Record<string, AttemptRule>;

const tooManyGuesses = () => new HttpError(429, '尝试次数过多，请15分钟后再试', 'RATE_LIMITED');
const badCredentials = () => new HttpError(401, '用户名或密码错误', 'INVALID_CREDENTIALS');

type SessionDeps = Pick<ServerDeps, 'db' | 'clock' | 'attempts'>;

export const sessionExpiry = (session: StaffSessionRow): Date =>
  new Date(
    Math.min(
      session.lastSeenAt.getTime() + SESSION_IDLE_MS,
      session.createdAt.getTime() + SESSION_ABSOLUTE_MS,
    ),
  );

/**
 * Checks a code against the account's confirmed authenticator and uses it up. Counted
 * before the compare, so concurrent guesses get no more looks than the limit.
 */
export async function useTotpCode(
  deps: SessionDeps,
  staff: StaffUser,
  code: string,
): Promise<boolean> {
  if (!staff.totpSecret) return false;
  if (!(await deps.attempts.allow(staffGuessRules.totp, String(staff.id)))) throw tooManyGuesses();
  const step = await acceptedTotpStep(staff.totpSecret, code, deps.clock.now(), staff.totpLastStep);
  if (step === null || !(await claimTotpStep(deps.db, staff.id, step))) return false;
  await deps.attempts.clear(staffGuessRules.totp, String(staff.id));
  return true;
}

/**
 * User name and password, then for an administrator with a confirmed authenticator its
 * code. Each try is counted per user name and per address before the password is compared.
 * A disabled account is told so only after its right password.
 */
export async function signIn(
  deps: SessionDeps,
  credentials: SignIn & { username: string },
  context: { ip: string; requestId: string },
): Promise<StaffSession> {
  const { username, password, totp } = credentials;
  const withinUser = await deps.attempts.allow(staffGuessRules.perUsername, username);
  const withinIp = await deps.attempts.allow(staffGuessRules.perIp, context.ip);
  if (!withinUser || !withinIp) throw tooManyGuesses();
  const staff = await findStaffByUsername(deps.db, username);
  // Compared even without an account, so timing does not tell which user names exist.
  const matches = await verifyPassword(password, staff?.passwordHash ?? null);
  if (!staff || !matches) throw badCredentials();
  if (staff.disabledAt) throw new HttpError(401, '账号已停用，请联系管理员', 'STAFF_DISABLED');
  if (staff.totpConfirmedAt) {
    if (!totp) throw new HttpError(401, '请输入身份验证器上的6位验证码', TOTP_REQUIRED);
    if (!(await useTotpCode(deps, staff, totp)))
      throw new HttpError(401, '验证码错误或已使用', 'TOTP_INVALID', 'totp');
  }
  await deps.attempts.clear(staffGuessRules.perUsername, username);
  await deps.attempts.takeBack(staffGuessRules.perIp, context.ip);

  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const session = await deps.db.transaction(async (tx) => {
    const row = await insertSession(tx, {
      staffId: staff.id,
      tokenHash: sha256(token),
      createdAt: now,
      lastSeenAt: now,
    });
    await recordAudit(tx, {
      actor: `staff:${staff.id}`,
      action: 'staff.sign_in',
      entityType: 'staff_session',
      entityId: row.id,
      details: { ip: context.ip },
      requestId: context.requestId,
      at: now,
    });
    return row;
  });
  return { token, expiresAt: sessionExpiry(session).toISOString(), staff: toSelf(staff) };
}

export interface ActiveStaffSession {
  staff: StaffUser;
  session: StaffSessionRow;
}

/** The session of a bearer token, unless revoked, expired or its account disabled. */
export async function activeSession(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  token: string,
): Promise<ActiveStaffSession | null> {
  const tokenHash = sha256(token);
  const found = await findSessionByTokenHash(deps.db, tokenHash);
  if (!found || !digestsEqual(found.session.tokenHash, tokenHash)) return null;
  const now = deps.clock.now();
  if (found.staff.disabledAt || sessionExpiry(found.session) <= now) return null;
  if (now.getTime() - found.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
    await touchSession(deps.db, found.session.id, now);
  return found;
}

export async function signOut(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  staff: { id: number; sessionId: number },
  requestId: string,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, staff.sessionId, now);
    await recordAudit(tx, {
      actor: `staff:${staff.id}`,
      action: 'staff.sign_out',
      entityType: 'staff_session',
      entityId: staff.sessionId,
      requestId,
      at: now,
    });
  });
}
