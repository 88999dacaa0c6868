import { buildPath, type QueryOf } from '@hospital/contract';
import {
  CONSOLE_FEEDBACK_IMAGE_PATH,
  type ConsoleFeedbackDetail,
  type ConsoleFeedbackSummary,
  type consoleFeedbackListEndpoint,
} from '@hospital/contract/console';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  feedback,
  feedbackCategories,
  feedbackImages,
  feedbackReplies,
  staffUsers,
} from '../../db/schema/index.ts';
import { addDays, hospitalTime } from '../schedules/index.ts';

const replied = sql<boolean>`exists (select 1 from ${feedbackReplies}
  where ${feedbackReplies.feedbackId} = ${feedback.id})`;

const summaryColumns = {
  id: feedback.id,
  categoryId: feedback.categoryId,
  categoryName: feedbackCategories.name,
  content: feedback.content,
  contactPhone: feedback.contactPhone,
  replyUnread: feedback.replyUnread,
  createdAt: feedback.createdAt,
  replied,
  imageCount: sql<number>`(select count(*) from ${feedbackImages}
    where ${feedbackImages.feedbackId} = ${feedback.id})`.mapWith(Number),
};

type Row = { replied: boolean; replyUnread: boolean; createdAt: Date } & Omit<
  ConsoleFeedbackSummary,
  'status' | 'createdAt'
>;

const toSummary = ({ replied, replyUnread: _unread, ...row }: Row): ConsoleFeedbackSummary => ({
  ...row,
  status: replied ? 'replied' : 'pending',
  createdAt: row.createdAt.toISOString(),
});

/** Everyone's feedback, newest first, filtered as the service desk asks. */
export async function feedbackPage(
  db: Database,
  query: QueryOf<typeof consoleFeedbackListEndpoint>,
) {
  const where = and(
    query.status === undefined
      ? undefined
      : query.status === 'replied'
        ? replied
        : sql`not ${replied}`,
    query.categoryId === undefined ? undefined : eq(feedback.categoryId, query.categoryId),
    // Days are the hospital's, both ends included.
    query.from ? gte(feedback.createdAt, hospitalTime(query.from, 0)) : undefined,
    query.to ? lt(feedback.createdAt, hospitalTime(addDays(query.to, 1), 0)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(feedback)
      .innerJoin(feedbackCategories, eq(feedbackCategories.id, feedback.categoryId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(feedback).where(where),
  ]);
  return {
    items: rows.map(toSummary),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Any one feedback message with what the service desk needs to answer it; null when none. */
export async function findFeedback(
  db: Database,
  id: number,
): Promise<ConsoleFeedbackDetail | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(feedback)
    .innerJoin(feedbackCategories, eq(feedbackCategories.id, feedback.categoryId))
    .where(eq(feedback.id, id));
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
        staffName: staffUsers.name,
        createdAt: feedbackReplies.createdAt,
      })
      .from(feedbackReplies)
      .leftJoin(staffUsers, eq(staffUsers.id, feedbackReplies.staffId))
      .where(eq(feedbackReplies.feedbackId, id))
      .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id)),
  ]);
  return {
    ...toSummary(row),
    images: images.map(({ fileId }) => ({
      fileId,
      url: buildPath(CONSOLE_FEEDBACK_IMAGE_PATH, { id, fileId }),
    })),
    replies: replies.map((reply) => ({
      ...reply,
      createdAt: reply.createdAt.toISOString(),
    })),
    replyRead: !row.replyUnread,
  };
}

/** Adds a reply and marks the message unread for its sender. */
export async function insertReply(
  db: Database,
  values: { feedbackId: number; staffId: number; content: string; createdAt: Date },
): Promise<void> {
  await db.insert(feedbackReplies).values(values);
  await db.update(feedback).set({ replyUnread: true }).where(eq(feedback.id, values.feedbackId));
}

/** The account that attached `fileId` to feedback `id`; null when it is not attached there. */
export async function imageOwner(db: Database, id: number, fileId: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: feedback.userId })
    .from(feedbackImages)
    .innerJoin(feedback, eq(feedback.id, feedbackImages.feedbackId))
    .where(and(eq(feedbackImages.feedbackId, id), eq(feedbackImages.fileId, fileId)));
  return row?.userId ?? null;
}
