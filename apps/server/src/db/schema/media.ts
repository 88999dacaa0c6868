import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Public pictures the hospital uploaded (doctors' photos), stored on disk under a random
 * name and served to anyone: they show nothing the public pages do not.
 */
export const mediaImages = pgTable('media_images', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Random, unguessable, also the file's name on disk. */
  fileId: text('file_id').notNull().unique('media_images_file_id_key'),
  /** Sniffed from the bytes, never taken from the sender. */
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
