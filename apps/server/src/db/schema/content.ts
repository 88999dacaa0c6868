import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ContentStatus } from '@hospital/contract/console';
import { users } from './identity.ts';

/** Rows the HIS and the seed write go straight to patients; the console starts a draft. */
const status = () => text('status').$type<ContentStatus>().notNull().default('published');
const statusCheck = (column: AnyPgColumn) => sql`${column} in ('draft', 'published', 'withdrawn')`;

export const sliderImages = pgTable('slider_images', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const newsCategories = pgTable('news_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The HIS's id; null for the demo's own. */
  hisId: text('his_id').unique('news_categories_his_id_unique'),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hisId: text('his_id').unique('news_his_id_unique'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    coverUrl: text('cover_url').notNull(),
    /** Sanitised before it is stored: see modules/news/sanitize.ts. */
    bodyHtml: text('body_html').notNull(),
    status: status(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    reads: integer('reads').notNull().default(0),
  },
  (t) => [
    check('news_status_check', statusCheck(t.status)),
    index('news_category_published_idx').on(t.categoryId, t.publishedAt.desc(), t.id.desc()),
    index('news_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    check('news_reads_check', sql`${t.reads} >= 0`),
  ],
);

/** Who has read which article: `news.reads` counts each patient once. */
export const newsReads = pgTable(
  'news_reads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('news_reads_news_user_unique').on(t.newsId, t.userId)],
);

/** Hospital-wide notices; their titles also run in the home-page marquee. */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hisId: text('his_id').unique('notices_his_id_unique'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: status(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('notices_published_idx').on(t.publishedAt.desc()),
    check('notices_status_check', statusCheck(t.status)),
  ],
);
