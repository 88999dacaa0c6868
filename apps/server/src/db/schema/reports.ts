import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { ReportKind, ResultFlag } from '@hospital/contract';
import { bytea } from './columns.ts';
import { users } from './identity.ts';
import { patients } from './patients.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A report the hospital issued for a patient: a test (检验, with items) or an inspection
 * (检查, with findings and conclusion). `subject` is the specimen or the examined part.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /**
     * The patient the report shows to. A report from the HIS names a card instead, and is
     * linked to the patient holding that card when there is one; until then it is null.
     */
    patientId: integer('patient_id').references(() => patients.id),
    /** The HIS's id of the report; null for the demo's own. */
    hisId: text('his_id'),
    /** The patient card a HIS report was issued on. */
    cardNo: text('card_no'),
    kind: text('kind').$type<ReportKind>().notNull(),
    reportNo: text('report_no').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    department: text('department').notNull(),
    doctorName: text('doctor_name').notNull(),
    subject: text('subject').notNull(),
    method: text('method').notNull().default(''),
    findings: text('findings').notNull().default(''),
    conclusion: text('conclusion').notNull().default(''),
    collectedAt: at('collected_at').notNull(),
    reportedAt: at('reported_at').notNull(),
  },
  (t) => [
    unique('reports_report_no_unique').on(t.reportNo),
    unique('reports_his_id_unique').on(t.hisId),
    check(
      'reports_patient_or_card_check',
      sql`${t.patientId} is not null or ${t.cardNo} is not null`,
    ),
    index('reports_patient_kind_reported_idx').on(t.patientId, t.kind, t.reportedAt.desc()),
    index('reports_card_kind_reported_idx').on(t.cardNo, t.kind, t.reportedAt.desc()),
    check('reports_kind_check', sql`${t.kind} in ('test', 'inspection')`),
  ],
);

/** One line of a test report; `flag` is flagResult of the value, kept for listing. */
export const reportItems = pgTable(
  'report_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    code: text('code').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    unit: text('unit').notNull().default(''),
    referenceLow: doublePrecision('reference_low'),
    referenceHigh: doublePrecision('reference_high'),
    referenceText: text('reference_text'),
    flag: text('flag').$type<ResultFlag>().notNull(),
  },
  (t) => [
    index('report_items_report_idx').on(t.reportId, t.sort),
    index('report_items_code_idx').on(t.code),
    check('report_items_flag_check', sql`${t.flag} in ('H', 'L', 'N')`),
  ],
);

/**
 * The hospital's PDF of a report. `content` is null for a demo report until its first
 * download draws it, so adding a demo patient stays quick.
 */
export const reportAttachments = pgTable('report_attachments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  reportId: integer('report_id')
    .notNull()
    .unique('report_attachments_report_unique')
    .references(() => reports.id, { onDelete: 'cascade' }),
  content: bytea('content'),
});

/** A user's rating of a report visit: one per user and report, text stored as typed. */
export const reportComments = pgTable(
  'report_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('report_comments_report_user_unique').on(t.reportId, t.userId),
    check('report_comments_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
