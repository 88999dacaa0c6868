import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** A person who signs in; hosts they came through are linked in `user_identities`. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name'),
    nickname: text('nickname'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    avatarUrl: text('avatar_url'),
    /** The language the person chose for the patient app; null follows the host's. */
    locale: text('locale', { enum: ['zh-CN', 'en'] }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // A phone number belongs to one live account; an unregistered account frees it.
  (table) => [
    uniqueIndex('users_phone_key')
      .on(table.phone)
      .where(sql`deleted_at is null`),
  ],
);

/** The account a row belongs to; the account cannot be deleted from under it. */
export const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id);

export const identityProvider = pgEnum('identity_provider', [
  'wechat_oa',
  'wechat_mini',
  'alipay',
  'app',
]);

export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    provider: identityProvider('provider').notNull(),
    /** openid, mini-program openid or Alipay user id. */
    subject: text('subject').notNull(),
    unionid: text('unionid'),
    nickname: text('nickname'),
    avatarUrl: text('avatar_url'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject_key').on(table.provider, table.subject),
    index('user_identities_unionid_idx').on(table.unionid),
    index('user_identities_user_idx').on(table.userId),
  ],
);

export const oauthClients = pgTable('oauth_clients', {
  clientId: text('client_id').primaryKey(),
  /** sha256 hex of the secret. */
  secretHash: text('secret_hash').notNull(),
  createdAt: createdAt(),
});

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** sha256 hex of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    userId: userRef(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.clientId),
    /** The spec's serverSource: WXGZH, WXXCX, ZFBSHH or WXAPP. */
    host: text('host').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('access_tokens_token_hash_key').on(table.tokenHash),
    uniqueIndex('access_tokens_refresh_token_hash_key').on(table.refreshTokenHash),
    index('access_tokens_user_idx').on(table.userId),
  ],
);

/** Single-use codes the native app's own sign-in hands to the web view (prefix wxapp:). */
export const appLoginCodes = pgTable(
  'app_login_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codeHash: text('code_hash').notNull(),
    userId: userRef(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('app_login_codes_code_hash_key').on(table.codeHash)],
);
