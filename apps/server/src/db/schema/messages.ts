import type { MessageTemplate, RebookOffer } from '@hospital/contract';
import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { notices } from './content.ts';
import { users } from './identity.ts';

/** Messages to one account (welcome, security, later visit and payment news). */
export const userMessages = pgTable(
  'user_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The contract's NoticeCategory other than `hospital`. */
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The same words as a template the app says in the patient's language; null when a person wrote them. */
    templateKey: text('template_key').$type<MessageTemplate['key']>(),
    templateParams: jsonb('template_params').$type<MessageTemplate['params']>(),
    /** A clinic-stop message's one-tap rebook offer, fixed when the message was written. */
    rebook: jsonb('rebook').$type<RebookOffer>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('user_messages_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** Who has read which hospital notice; a notice is sent to everyone, so reads are kept apart. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('notice_reads_notice_user_unique').on(t.noticeId, t.userId)],
);
