import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appLoginCodes } from '../../db/schema/index.ts';
import { InvalidCodeError } from '../../providers/types.ts';
import { randomToken, sha256 } from '../../secrets.ts';

/** As long as a host's OAuth code lives. */
const APP_LOGIN_CODE_TTL_SECONDS = 300;

/**
 * A one-time code the native app's own sign-in hands to its web view, which exchanges it
 * at /oauth/token as `wxapp:` + code.
 */
export async function issueAppLoginCode(db: Database, userId: number): Promise<string> {
  const code = randomToken();
  await db.insert(appLoginCodes).values({
    codeHash: sha256(code),
    userId,
    expiresAt: sql`now() + make_interval(secs => ${APP_LOGIN_CODE_TTL_SECONDS})`,
  });
  return code;
}

/** Marks the code used in the same statement that checks it, so it signs in at most once. */
export async function consumeAppLoginCode(db: Database, code: string): Promise<number> {
  const [row] = await db
    .update(appLoginCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(appLoginCodes.codeHash, sha256(code)),
        isNull(appLoginCodes.usedAt),
        gt(appLoginCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: appLoginCodes.userId });
  if (!row) throw new InvalidCodeError('app login code unknown, used or expired');
  return row.userId;
}
