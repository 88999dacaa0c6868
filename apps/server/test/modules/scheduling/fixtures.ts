import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../../src/db/schema/index.ts';

export type Headers = Record<string, string>;

export const consoleCall = (
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Headers,
  payload?: Record<string, unknown>,
) => app.inject({ method, url, headers, ...(payload && { payload }) });

/** The audit lines of one entity and action, oldest first. */
export const auditOf = (app: FastifyInstance, action: string, entityId: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
