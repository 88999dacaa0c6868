import type { Me, ServerSource } from '@hospital/contract';
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
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
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
