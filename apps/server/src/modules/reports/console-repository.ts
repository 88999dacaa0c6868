import type { QueryOf } from '@hospital/contract';
import type { consoleReportCommentsEndpoint } from '@hospital/contract/console';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { patients, reportComments, reports } from '../../db/schema/index.ts';
import { addDays, hospitalTime } from '../schedules/index.ts';

/** Every patient's rating of a report visit, newest first, for the service desk. */
export async function reportCommentPage(
  db: Database,
  query: QueryOf<typeof consoleReportCommentsEndpoint>,
) {
  const where = and(
    query.rating === undefined ? undefined : eq(reportComments.rating, query.rating),
    // Days are the hospital's, both ends included.
    query.from ? gte(reportComments.createdAt, hospitalTime(query.from, 0)) : undefined,
    query.to ? lt(reportComments.createdAt, hospitalTime(addDays(query.to, 1), 0)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reportComments.id,
        reportId: reportComments.reportId,
        reportTitle: reports.title,
        patientName: patients.name,
        rating: reportComments.rating,
        text: reportComments.text,
        createdAt: reportComments.createdAt,
      })
      .from(reportComments)
      .innerJoin(reports, eq(reports.id, reportComments.reportId))
      .innerJoin(patients, eq(patients.id, reports.patientId))
      .where(where)
      .orderBy(desc(reportComments.createdAt), desc(reportComments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(reportComments).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
