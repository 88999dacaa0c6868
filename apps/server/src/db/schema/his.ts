import type { HisScope } from '@hospital/contract';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The hospital information systems that sign in with the client-credentials grant, one row
 * per integration. Apart from the patient app's `oauth_clients`: a HIS secret never opens a
 * patient grant and a patient client never gets a HIS token.
 */
export const hisClients = pgTable('his_clients', {
  clientId: text('client_id').primaryKey(),
  name: text('name').notNull(),
  /**
   * sha256 hex of the secret. The secrets are 32 random bytes we generate, not passwords a
   * person chose, so a fast digest is enough: there is no dictionary to try against it.
   */
  secretHash: text('secret_hash').notNull(),
  scopes: text('scopes').array().$type<HisScope[]>().notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Short-lived bearer tokens of HIS clients; no refresh token, the client simply asks again. */
export const hisAccessTokens = pgTable(
  'his_access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** sha256 hex of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => hisClients.clientId),
    /** What this token may do: the client's scopes, or the part it asked for. */
    scopes: text('scopes').array().$type<HisScope[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('his_access_tokens_token_hash_key').on(table.tokenHash),
    index('his_access_tokens_expires_idx').on(table.expiresAt),
  ],
);
