import type { AuditEntry, AuditQuery } from '@hospital/contract/console';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { recordset } from '../../db/recordset.ts';
import { auditLog, staffUsers } from '../../db/schema/index.ts';
import { addDays, hospitalTime } from '../schedules/index.ts';

/** One line of the audit log, as the module that made the change describes it. */
export interface AuditRecord {
  /** `staff:3`, `user:12`, `his:<clientId>`, `provider:wechat`, `system`: never a name or phone. */
  actor: string;
  /** Dotted verb, `<entity>.<what>`: `staff.create`, `schedule.stop`. */
  action: string;
  entityType: string;
  entityId: string | number;
  /** The entity as it was and as it is now; leave out secrets (password hashes, TOTP secrets). */
  before?: unknown;
  after?: unknown;
  amountFen?: number;
  details?: Record<string, unknown>;
  /** The request that made the change (`request.id`), to find it in the server log. */
  requestId?: string;
  /** The service's `clock.now()`; the database's time when left out. */
  at?: Date;
}

/** The line's columns. */
export function auditRow(record: AuditRecord) {
  const { entityId, at, ...rest } = record;
  return { ...rest, entityId: String(entityId), ...(at && { createdAt: at }) };
}

/** The line's INSERT, not yet run: a part of a larger statement (see `recordAudit`). */
export function auditInsert(db: Database, row: PgInsertValue<typeof auditLog>) {
  return db.insert(auditLog).values(row);
}

/** Lines of `columns` as a statement's parameter, for a statement prepared once (`recordset`). */
export const auditRecordset = <Column extends keyof ReturnType<typeof auditRow>>(
  columns: readonly Column[],
) => recordset(auditLog, columns);

/** Written in the caller's transaction, so the line and the change commit or roll back together. */
export async function recordAudit(tx: Database, record: AuditRecord): Promise<void> {
  await auditInsert(tx, auditRow(record));
}

type AuditFilter = Omit<AuditQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };

function conditionsOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor ? eq(auditLog.actor, filter.actor) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    // Days are the hospital's, both ends included.
    filter.from ? gte(auditLog.createdAt, hospitalTime(filter.from, 0)) : undefined,
    filter.to ? lt(auditLog.createdAt, hospitalTime(addDays(filter.to, 1), 0)) : undefined,
  );
}

/** Newest first; the staff member's name comes along for `staff:<id>` actors. */
export async function listAudit(
  db: Database,
  filter: AuditFilter,
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = conditionsOf(filter);
  const rows = await db
    .select({ entry: auditLog, actorName: staffUsers.name })
    .from(auditLog)
    .leftJoin(staffUsers, sql`${auditLog.actor} = 'staff:' || ${staffUsers.id}`)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
  return {
    total: totals?.total ?? 0,
    items: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      actor: entry.actor,
      actorName,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      requestId: entry.requestId,
    })),
  };
}
