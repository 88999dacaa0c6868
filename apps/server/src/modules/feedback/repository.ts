import {
  PATIENT_FILE_PATH,
  buildPath,
  type FeedbackDetail,
  type FeedbackSummary,
} from '@hospital/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  feedback,
  feedbackCategories,
  feedbackImages,
  feedbackReplies,
  uploadedFiles,
} from '../../db/schema/index.ts';

export function listCategories(db: Database) {
  return db
    .select({
      id: feedbackCategories.id,
      name: feedbackCategories.name,
      description: feedbackCategories.description,
    })
    .from(feedbackCategories)
    .orderBy(asc(feedbackCategories.sort), asc(feedbackCategories.id));
}

export async function categoryExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: feedbackCategories.id })
    .from(feedbackCategories)
    .where(eq(feedbackCategories.id, id));
  return rows.length > 0;
}

/** How many of `fileIds` the user uploaded. */
export async function countOwnedFiles(db: Database, userId: number, fileIds: readonly string[]) {
  if (fileIds.length === 0) return 0;
  const rows = await db
    .select({ fileId: uploadedFiles.fileId })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.ownerId, userId), inArray(uploadedFiles.fileId, [...fileIds])));
  return rows.length;
}

export function insertFeedback(
  db: Database,
  values: {
    userId: number;
    categoryId: number;
    content: string;
    contactPhone: string | null;
    createdAt: Date;
  },
  fileIds: readonly string[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(feedback).values(values).returning({ id: feedback.id });
    if (!row) throw new Error('feedback not inserted');
    if (fileIds.length > 0) {
      await tx
        .insert(feedbackImages)
        .values(fileIds.map((fileId, sort) => ({ feedbackId: row.id, fileId, sort })));
    }
    return row.id;
  });
}

const summaryColumns = {
  id: feedback.id,
  categoryId: feedback.categoryId,
  categoryName: feedbackCategories.name,
  content: feedback.content,
  contactPhone: feedback.contactPhone,
  createdAt: feedback.createdAt,
  unread: feedback.replyUnread,
  replied: sql<boolean>`exists (select 1 from ${feedbackReplies}
    where ${feedbackReplies.feedbackId} = ${feedback.id})`,
  imageCount: sql<number>`(select count(*) from ${feedbackImages}
    where ${feedbackImages.feedbackId} = ${feedback.id})`.mapWith(Number),
};

function selectMine(db: Database, userId: number, where?: SQL) {
  return db
    .select(summaryColumns)
    .from(feedback)
    .innerJoin(feedbackCategories, eq(feedbackCategories.id, feedback.categoryId))
    .where(and(eq(feedback.userId, userId), where));
}

type SummaryRow = Awaited<ReturnType<typeof selectMine>>[number];

const toSummary = ({ replied, contactPhone: _phone, ...row }: SummaryRow): FeedbackSummary => ({
  ...row,
  status: replied ? 'replied' : 'pending',
  createdAt: row.createdAt.toISOString(),
});

export async function listMine(db: Database, userId: number): Promise<FeedbackSummary[]> {
  const rows = await selectMine(db, userId).orderBy(desc(feedback.createdAt), desc(feedback.id));
  return rows.map(toSummary);
}

/** One of the user's own messages; null for anyone else's. */
export async function findMine(
  db: Database,
  userId: number,
  id: number,
): Promise<FeedbackDetail | null> {
  const [row] = await selectMine(db, userId, eq(feedback.id, id));
  if (!row) return null;
  const [images, replies] = await Promise.all([
    db
      .select({ fileId: feedbackImages.fileId })
      .from(feedbackImages)
      .where(eq(feedbackImages.feedbackId, id))
      .orderBy(asc(feedbackImages.sort)),
    db
      .select({
        id: feedbackReplies.id,
        content: feedbackReplies.content,
        createdAt: feedbackReplies.createdAt,
      })
      .from(feedbackReplies)
      .where(eq(feedbackReplies.feedbackId, id))
      .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id)),
  ]);
  return {
    ...toSummary(row),
    contactPhone: row.contactPhone,
    images: images.map(({ fileId }) => ({
      fileId,
      url: buildPath(PATIENT_FILE_PATH, { fileId }),
    })),
    replies: replies.map((reply) => ({ ...reply, createdAt: reply.createdAt.toISOString() })),
  };
}

/** Clears the unread mark of one of the user's messages; false for anyone else's. */
export async function markRead(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(feedback)
    .set({ replyUnread: false })
    .where(and(eq(feedback.id, id), eq(feedback.userId, userId)))
    .returning({ id: feedback.id });
  return rows.length > 0;
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), eq(feedback.replyUnread, true)));
  return row?.unread ?? 0;
}
