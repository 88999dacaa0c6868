import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RedFlagHit, SummaryLine, TriageAnswers, TriageContent } from '@hospital/contract';
import { appointments } from './appointments.ts';
import { staffUsers } from './staff.ts';

/**
 * Triage content as whole documents: at most one draft being edited, exactly one published
 * version patients get, and the retired ones kept so every stored result can be read
 * against the version that judged it.
 */
export const triageVersions = pgTable(
  'triage_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Given on publishing, 1, 2, 3…; null while a draft. */
    number: integer('number').unique(),
    status: text('status', { enum: ['draft', 'published', 'retired'] }).notNull(),
    content: jsonb('content').$type<TriageContent>().notNull(),
    note: text('note').notNull().default(''),
    /** Null for the version the seed wrote. */
    editedBy: integer('edited_by').references(() => staffUsers.id),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull(),
    publishedBy: integer('published_by').references(() => staffUsers.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('triage_versions_one_draft')
      .on(t.status)
      .where(sql`${t.status} = 'draft'`),
    uniqueIndex('triage_versions_one_published')
      .on(t.status)
      .where(sql`${t.status} = 'published'`),
    check(
      'triage_versions_number_when_published',
      sql`(${t.status} = 'draft') = (${t.number} IS NULL)`,
    ),
  ],
);

/**
 * A patient's pre-diagnosis for one booked visit: the answers and what was judged of them,
 * nothing more. One per appointment; saving again replaces it until the visit.
 */
export const prechecks = pgTable('prechecks', {
  appointmentId: integer('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  versionNumber: integer('version_number')
    .notNull()
    .references(() => triageVersions.number),
  answers: jsonb('answers').$type<TriageAnswers>().notNull(),
  summary: jsonb('summary').$type<SummaryLine[]>().notNull(),
  redFlag: jsonb('red_flag').$type<RedFlagHit>(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
});
