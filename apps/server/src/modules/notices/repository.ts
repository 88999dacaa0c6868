import {
  MessageTemplateSchema,
  storedTemplate,
  type MessageTemplate,
  type Notice,
  type NoticeList,
  type RebookOffer,
} from '@hospital/contract';
import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { noticeReads, notices, userMessages } from '../../db/schema/index.ts';
import { WELCOME_MESSAGES } from './welcome.ts';

type Executor = Pick<Database, 'insert'>;

/** Older messages are not worth a phone's scrolling; the unread count still covers them. */
const LIST_LENGTH = 100;

/** A notice shows from its publication time on the app's clock, while it is published. */
const published = (now: Date) =>
  and(eq(notices.status, 'published'), lte(notices.publishedAt, now));
const readBy = (userId: number) =>
  and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId));

export async function listNotices(db: Database, userId: number, now: Date): Promise<NoticeList> {
  const personal = await db
    .select({
      id: userMessages.id,
      title: userMessages.title,
      body: userMessages.body,
      createdAt: userMessages.createdAt,
      readAt: userMessages.readAt,
      rebook: userMessages.rebook,
      templateKey: userMessages.templateKey,
      templateParams: userMessages.templateParams,
    })
    .from(userMessages)
    .where(eq(userMessages.userId, userId))
    .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
    .limit(LIST_LENGTH);
  const hospital = await db
    .select({
      id: notices.id,
      title: notices.title,
      body: notices.body,
      createdAt: notices.publishedAt,
      readAt: noticeReads.readAt,
      rebook: sql<null>`null`,
      templateKey: sql<null>`null`,
      templateParams: sql<null>`null`,
    })
    .from(notices)
    .leftJoin(noticeReads, readBy(userId))
    .where(published(now))
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(LIST_LENGTH);
  const items: Notice[] = [
    ...personal.map((row) => toNotice(row, 'message', 'account')),
    ...hospital.map((row) => toNotice(row, 'notice', 'hospital')),
  ]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, LIST_LENGTH);
  return { unread: await countUnread(db, userId, now), items };
}

function toNotice(
  row: {
    id: number;
    title: string;
    body: string;
    createdAt: Date;
    readAt: Date | null;
    rebook: RebookOffer | null;
    templateKey: string | null;
    templateParams: unknown;
  },
  kind: 'message' | 'notice',
  category: Notice['category'],
): Notice {
  return {
    id: `${kind}-${row.id}`,
    title: row.title,
    body: row.body,
    category,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    rebook: row.rebook,
    template: storedTemplate(MessageTemplateSchema, row.templateKey, row.templateParams),
  };
}

export async function countUnread(db: Database, userId: number, now: Date): Promise<number> {
  const [personal] = await db
    .select({ n: count() })
    .from(userMessages)
    .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt)));
  const [hospital] = await db
    .select({ n: count() })
    .from(notices)
    .leftJoin(noticeReads, readBy(userId))
    .where(and(published(now), isNull(noticeReads.id)));
  return (personal?.n ?? 0) + (hospital?.n ?? 0);
}

/** False when the account has no such message or no such notice was published. */
export async function markRead(
  db: Database,
  userId: number,
  kind: 'message' | 'notice',
  id: number,
  now: Date,
): Promise<boolean> {
  if (kind === 'message') {
    const marked = await db
      .update(userMessages)
      .set({ readAt: sql`coalesce(${userMessages.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(userMessages.id, id), eq(userMessages.userId, userId)))
      .returning({ id: userMessages.id });
    return marked.length > 0;
  }
  const [notice] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, id), published(now)));
  if (!notice) return false;
  await db.insert(noticeReads).values({ noticeId: id, userId, readAt: now }).onConflictDoNothing();
  return true;
}

export async function markAllRead(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(userMessages)
    .set({ readAt: now })
    .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt)));
  const unread = await db
    .select({ id: notices.id })
    .from(notices)
    .leftJoin(noticeReads, readBy(userId))
    .where(and(published(now), isNull(noticeReads.id)));
  if (unread.length === 0) return;
  await db
    .insert(noticeReads)
    .values(unread.map((notice) => ({ noticeId: notice.id, userId, readAt: now })))
    .onConflictDoNothing();
}

/** A server-written message's template, in the two columns kept beside its Chinese. */
const templateColumns = ({ key, params }: MessageTemplate) => ({
  templateKey: key,
  templateParams: params,
});

/** Runs inside the transaction that creates the account, so a new account is never without them. */
export async function addWelcomeMessages(db: Executor, userId: number, at: Date): Promise<void> {
  await db.insert(userMessages).values(
    WELCOME_MESSAGES.map(({ template, ...message }) => ({
      userId,
      category: 'account',
      ...message,
      ...templateColumns(template),
      createdAt: at,
    })),
  );
}

/** One message to an account, in the caller's transaction (the change it reports on). */
export async function addMessage(
  db: Executor,
  {
    template,
    ...message
  }: {
    userId: number;
    title: string;
    body: string;
    template: MessageTemplate;
    rebook?: RebookOffer;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(userMessages).values({
    category: 'account',
    ...message,
    ...templateColumns(template),
  });
}

/** An account closing: its personal messages and what it read go with it. */
export async function forgetMessagesOf(db: Database, userId: number): Promise<void> {
  await db.delete(userMessages).where(eq(userMessages.userId, userId));
  await db.delete(noticeReads).where(eq(noticeReads.userId, userId));
}
