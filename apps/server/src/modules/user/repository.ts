import type { Locale, Me, ServerSource } from '@hospital/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userIdentities, users } from '../../db/schema/index.ts';
import type { IdentityProvider } from '../../providers/types.ts';

const hostOfProvider: Record<IdentityProvider, ServerSource> = {
  wechat_oa: 'WXGZH',
  wechat_mini: 'WXXCX',
  alipay: 'ZFBSHH',
  app: 'WXAPP',
};

const live = (userId: number) => and(eq(users.id, userId), isNull(users.deletedAt));

/** The live account a phone belongs to (a closed account frees its phone). */
export async function findUserByPhone(
  db: Database,
  phone: string,
): Promise<{ id: number; passwordHash: string | null } | undefined> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deletedAt)));
  return user;
}

export async function findMe(db: Database, userId: number): Promise<Me | null> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      nickname: users.nickname,
      avatarUrl: users.avatarUrl,
      phone: users.phone,
      passwordHash: users.passwordHash,
      locale: users.locale,
    })
    .from(users)
    .where(live(userId));
  if (!user) return null;
  const identities = await db
    .selectDistinct({ provider: userIdentities.provider })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
  const { passwordHash, ...profile } = user;
  return {
    ...profile,
    hasPassword: passwordHash !== null,
    boundHosts: identities.map(({ provider }) => hostOfProvider[provider]).sort(),
  };
}

/** Null when the phone is already taken: the partial unique index on live phones decides a race. */
export async function insertUser(
  db: Database,
  values: { phone: string; passwordHash: string; name: string | null },
): Promise<number | null> {
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id });
  return user?.id ?? null;
}

/** The name and picture a sign-in host knows a person by. */
export interface HostProfile {
  nickname: string | null;
  avatarUrl: string | null;
}

/** A new account from a host's sign-in, before any phone or password. */
export async function insertHostUser(db: Database, profile: HostProfile): Promise<number> {
  const [user] = await db.insert(users).values(profile).returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  return user.id;
}

/** A host's name and picture fill an account's only where it has none of its own. */
export async function fillMissingProfile(
  db: Database,
  userId: number,
  profile: HostProfile,
): Promise<void> {
  if (profile.nickname) {
    await db
      .update(users)
      .set({ nickname: profile.nickname })
      .where(and(eq(users.id, userId), isNull(users.nickname)));
  }
  if (profile.avatarUrl) {
    await db
      .update(users)
      .set({ avatarUrl: profile.avatarUrl })
      .where(and(eq(users.id, userId), isNull(users.avatarUrl)));
  }
}

export async function updateLiveUser(
  db: Database,
  userId: number,
  values: { passwordHash?: string; phone?: string; name?: string; locale?: Locale },
): Promise<void> {
  await db.update(users).set(values).where(live(userId));
}

export async function findUserSecrets(db: Database, userId: number) {
  const [user] = await db
    .select({ phone: users.phone, passwordHash: users.passwordHash })
    .from(users)
    .where(live(userId));
  return user ?? null;
}

/** Personal data goes, the row stays (anonymised) for the records the hospital must keep. */
export async function eraseUser(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      name: null,
      nickname: null,
      phone: null,
      passwordHash: null,
      avatarUrl: null,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
}
