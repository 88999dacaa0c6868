import { consoleReportCommentsEndpoint } from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { reportCommentPage } from './console-repository.ts';

/** The service desk reads what patients said about their report visits. */
export function reportConsoleRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);
  route(app, consoleReportCommentsEndpoint, ({ query }) => reportCommentPage(deps.db, query));
}
