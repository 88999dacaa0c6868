import type { FastifyInstance } from 'fastify';
import { auditLogEndpoint } from '@hospital/contract/console';
import { route } from '../../http/route.ts';
import { listAudit } from './repository.ts';

export async function auditModule(app: FastifyInstance): Promise<void> {
  route(app, auditLogEndpoint, async ({ query }) => ({
    ...(await listAudit(app.db, query)),
    page: query.page,
    pageSize: query.pageSize,
  }));
}
