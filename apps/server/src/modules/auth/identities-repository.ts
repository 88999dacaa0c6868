import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appLoginCodes, userIdentities, users } from '../../db/schema/index.ts';
import type { HostIdentity } from '../../providers/types.ts';
import { addWelcomeMessages } from '../notices/index.ts';
import { fillMissingProfile, insertHostUser, type HostProfile } from '../user/index.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Someone already known under the same WeChat unionid (official account and mini-program are one person). */
async function userByUnionid(tx: Transaction, identity: HostIdentity): Promise<number | undefined> {
  if (!identity.unionid) return undefined;
  const [row] = await tx
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.unionid, identity.unionid),
        ne(userIdentities.provider, identity.provider),
        isNotNull(userIdentities.unionid),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row?.userId;
}

/** A concurrent first sign-in of the same person inserted the identity first. */
class LostRace extends Error {}

/**
 * The user a host identity belongs to, created on first sign-in. The host's nickname and
 * avatar are kept up to date on the identity and fill the user's own when those are empty.
 */
export async function findOrCreateUser(
  db: Database,
  identity: HostIdentity,
  now: Date,
): Promise<number> {
  try {
    return await db.transaction((tx) => linkIdentity(tx, identity, now));
  } catch (error) {
    // The winner's row is committed now, so a second pass finds it.
    if (error instanceof LostRace) return db.transaction((tx) => linkIdentity(tx, identity, now));
    throw error;
  }
}

async function linkIdentity(tx: Transaction, identity: HostIdentity, now: Date): Promise<number> {
  const profile = { nickname: identity.nickname ?? null, avatarUrl: identity.avatarUrl ?? null };
  const [known] = await tx
    .select({ id: userIdentities.id, userId: userIdentities.userId, deletedAt: users.deletedAt })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.provider, identity.provider),
        eq(userIdentities.subject, identity.subject),
      ),
    );

  // An unregistered account is gone for good: its host identity starts a new one.
  const userId =
    known && !known.deletedAt
      ? known.userId
      : ((await userByUnionid(tx, identity)) ?? (await createUser(tx, profile, now)));

  if (known) {
    await tx
      .update(userIdentities)
      .set({
        userId,
        ...(identity.unionid && { unionid: identity.unionid }),
        ...(profile.nickname && { nickname: profile.nickname }),
        ...(profile.avatarUrl && { avatarUrl: profile.avatarUrl }),
      })
      .where(eq(userIdentities.id, known.id));
  } else {
    const [inserted] = await tx
      .insert(userIdentities)
      .values({
        userId,
        provider: identity.provider,
        subject: identity.subject,
        unionid: identity.unionid,
        ...profile,
      })
      .onConflictDoNothing()
      .returning({ id: userIdentities.id });
    if (!inserted) throw new LostRace();
  }
  await fillMissingProfile(tx, userId, profile);
  return userId;
}

async function createUser(tx: Transaction, profile: HostProfile, now: Date) {
  const userId = await insertHostUser(tx, profile);
  await addWelcomeMessages(tx, userId, now);
  return userId;
}

export async function isLiveUser(db: Database, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return Boolean(user);
}

/** An account closing: its sign-in identities and unused app codes go with it. */
export async function forgetSignInsOf(db: Database, userId: number): Promise<void> {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await db.delete(appLoginCodes).where(eq(appLoginCodes.userId, userId));
}

/** The account's id at a host (its openid there), to message it through that host. */
export async function hostSubjectOf(
  db: Database,
  userId: number,
  provider: HostIdentity['provider'],
): Promise<string | null> {
  const [row] = await db
    .select({ subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
  return row?.subject ?? null;
}
