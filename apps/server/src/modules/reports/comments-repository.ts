import type { ReportComment } from '@hospital/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reportComments } from '../../db/schema/index.ts';
import { conflict } from '../../http/http-error.ts';

type CommentRow = typeof reportComments.$inferSelect;

const toComment = (row: CommentRow): ReportComment => ({
  reportId: row.reportId,
  rating: row.rating,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

export async function findComment(
  db: Database,
  userId: number,
  reportId: number,
): Promise<ReportComment | null> {
  const [row] = await db
    .select()
    .from(reportComments)
    .where(and(eq(reportComments.reportId, reportId), eq(reportComments.userId, userId)));
  return row ? toComment(row) : null;
}

/** One rating per user and report: the unique constraint decides, however many arrive at once. */
export async function insertComment(
  db: Database,
  userId: number,
  values: { reportId: number; rating: number; text: string; createdAt: Date },
): Promise<ReportComment> {
  const [row] = await db
    .insert(reportComments)
    .values({ ...values, userId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('您已评价过该报告', 'ALREADY_COMMENTED');
  return toComment(row);
}
