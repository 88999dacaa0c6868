import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { QuestionnaireKey, QuestionnaireQuestion } from '@hospital/contract';
import { staffUsers } from './staff.ts';

/**
 * Every saved version of every questionnaire; patients get the highest version of a key.
 * Versions are never changed or deleted, so an answer sheet's version always reads back.
 */
export const questionnaireVersions = pgTable(
  'questionnaire_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').$type<QuestionnaireKey>().notNull(),
    /** 1 for the starting content, then one more on each save. */
    version: integer('version').notNull(),
    title: text('title').notNull(),
    questions: jsonb('questions').$type<QuestionnaireQuestion[]>().notNull(),
    note: text('note').notNull().default(''),
    /** Null for the version the seed wrote. */
    editedBy: integer('edited_by').references(() => staffUsers.id),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('questionnaire_versions_key_version').on(t.key, t.version),
    check('questionnaire_versions_version_positive', sql`${t.version} > 0`),
  ],
);
