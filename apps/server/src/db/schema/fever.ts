import { boolean, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { QuestionnaireSnapshot } from '@hospital/contract';
import { users } from './identity.ts';
import { patients } from './patients.ts';

/**
 * A fever pre-screening as answered: the questionnaire's questions as shown and the
 * answers (`sheet`), the version they came from, and what the server judged of them.
 */
export const feverRecords = pgTable(
  'fever_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    version: integer('version').notNull(),
    sheet: jsonb('sheet').$type<QuestionnaireSnapshot>().notNull(),
    risk: boolean('risk').notNull(),
    /** The ids of the questions whose answers made the risk. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fever_records_user').on(t.userId)],
);
