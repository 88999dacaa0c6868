import { boolean, index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { QuestionnaireSnapshot } from '@hospital/contract';
import { at } from './columns.ts';
import { userRef } from './identity.ts';
import { patientRef } from './patients.ts';

/**
 * A fever pre-screening as answered: the questionnaire's questions as shown and the
 * answers (`sheet`), the version they came from, and what the server judged of them.
 */
export const feverRecords = pgTable(
  'fever_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    patientId: patientRef(),
    version: integer('version').notNull(),
    sheet: jsonb('sheet').$type<QuestionnaireSnapshot>().notNull(),
    risk: boolean('risk').notNull(),
    /** The ids of the questions whose answers made the risk. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    savedAt: at('saved_at').notNull(),
  },
  (t) => [index('fever_records_user').on(t.userId)],
);
