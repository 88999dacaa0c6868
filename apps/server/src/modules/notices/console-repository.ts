import type { QueryOf } from '@hospital/contract';
import type {
  ConsoleNotice,
  ContentStatus,
  consoleNoticesEndpoint,
} from '@hospital/contract/console';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';

const columns = {
  id: notices.id,
  title: notices.title,
  body: notices.body,
  status: notices.status,
  hisId: notices.hisId,
  publishedAt: notices.publishedAt,
};

const toNotice = (row: Omit<ConsoleNotice, 'publishedAt'> & { publishedAt: Date }) => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
});

export async function noticePage(db: Database, filter: QueryOf<typeof consoleNoticesEndpoint>) {
  const where = filter.status ? eq(notices.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(notices)
      .where(where)
      .orderBy(desc(notices.publishedAt), desc(notices.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(notices).where(where),
  ]);
  const items: ConsoleNotice[] = rows.map(toNotice);
  return { items, total: total?.value ?? 0, page: filter.page, pageSize: filter.pageSize };
}

export async function findConsoleNotice(db: Database, id: number): Promise<ConsoleNotice | null> {
  const [row] = await db.select(columns).from(notices).where(eq(notices.id, id));
  return row ? toNotice(row) : null;
}

type NoticeValues = { title: string; body: string };

export async function insertDraftNotice(db: Database, values: NoticeValues, createdAt: Date) {
  const [row] = await db
    .insert(notices)
    .values({ ...values, status: 'draft', publishedAt: createdAt })
    .returning({ id: notices.id });
  if (!row) throw new Error('notice insert returned nothing');
  return row.id;
}

export async function updateNotice(db: Database, id: number, values: NoticeValues) {
  await db.update(notices).set(values).where(eq(notices.id, id));
}

/** Publishing dates the notice now: it shows as new in every patient's messages. */
export async function setNoticeStatus(
  db: Database,
  id: number,
  status: ContentStatus,
  publishedAt?: Date,
) {
  await db
    .update(notices)
    .set({ status, ...(publishedAt && { publishedAt }) })
    .where(eq(notices.id, id));
}
