import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { SurveyQuestionKind, ThirdPartyIcon } from '@hospital/contract';
import { createdAt } from './columns.ts';
import { users } from './identity.ts';
import { uploadedFiles } from './patients.ts';
import { staffUsers } from './staff.ts';

export const feedbackCategories = pgTable('feedback_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** A user's message to the hospital; content is plain text, never rendered as HTML. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => feedbackCategories.id),
    content: text('content').notNull(),
    contactPhone: text('contact_phone'),
    /** A reply came that the user has not opened; set by the reply, cleared when they open it. */
    replyUnread: boolean('reply_unread').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The service desk reads everyone's, newest first.
    index('feedback_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const feedbackImages = pgTable(
  'feedback_images',
  {
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    // Unregistering deletes the account's uploads; its feedback keeps the text alone.
    fileId: text('file_id')
      .notNull()
      .references(() => uploadedFiles.fileId, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedbackId, t.sort] })],
);

/** The hospital's answers to a feedback message, written by staff. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    /** Who replied; null for replies written before the console. */
    staffId: integer('staff_id').references(() => staffUsers.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.createdAt)],
);

export const surveys = pgTable('surveys', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The HIS's id; null for the demo's own. */
  hisId: text('his_id').unique('surveys_his_id_unique'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    kind: text('kind').$type<SurveyQuestionKind>().notNull(),
    title: text('title').notNull(),
    required: boolean('required').notNull().default(true),
  },
  (t) => [
    index('survey_questions_survey_idx').on(t.surveyId, t.sort),
    check('survey_questions_kind_check', sql`${t.kind} in ('single', 'multiple', 'text')`),
  ],
);

export const surveyOptions = pgTable(
  'survey_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('survey_options_question_idx').on(t.questionId, t.sort)],
);

/** One per user and survey: the unique constraint turns a second answer into a 409. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('survey_responses_survey_user_unique').on(t.surveyId, t.userId)],
);

/** A chosen option (one row per option) or the text of a text question. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => surveyOptions.id, { onDelete: 'cascade' }),
    text: text('text'),
  },
  (t) => [
    index('survey_answers_response_idx').on(t.responseId),
    check(
      'survey_answers_choice_or_text_check',
      sql`(${t.optionId} is null) <> (${t.text} is null)`,
    ),
  ],
);

/** Outside services the app links to (医保电子凭证 and the like). */
export const thirdPartyApps = pgTable('third_party_apps', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').$type<ThirdPartyIcon>().notNull(),
  kind: text('kind').$type<'web' | 'miniProgram'>().notNull(),
  url: text('url').notNull(),
  appId: text('app_id'),
  sort: integer('sort').notNull().default(0),
});
