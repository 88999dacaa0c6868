import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Inpatient, QuestionnaireSnapshot } from '@hospital/contract';
import { at } from './columns.ts';
import { users } from './identity.ts';
import { patientRef } from './patients.ts';

/**
 * One health declaration (健康登记) and the door pass it earned. The questionnaire is kept as
 * it was shown and answered (key, version and snapshot), so a later edit of the hospital's
 * dictionaries never changes what a patient declared.
 */
export const healthRecords = pgTable(
  'health_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    patientId: patientRef(),
    kind: text('kind', { enum: ['visitor', 'outpatient', 'carer'] }).notNull(),
    questionnaireKey: text('questionnaire_key').notNull(),
    questionnaireVersion: integer('questionnaire_version').notNull(),
    snapshot: jsonb('snapshot').$type<QuestionnaireSnapshot>().notNull(),
    /** The question ids whose answers carry a risk; empty for a green pass. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    colour: text('colour', { enum: ['green', 'yellow', 'red'] }).notNull(),
    /** Only a carer's declaration names the inpatient. */
    inpatient: jsonb('inpatient').$type<Inpatient>(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('health_records_owner_idx').on(t.ownerId, t.createdAt),
    check(
      'health_records_inpatient_of_carer',
      sql`(${t.kind} = 'carer') = (${t.inpatient} IS NOT NULL)`,
    ),
  ],
);
