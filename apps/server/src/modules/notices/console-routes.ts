import {
  consoleNoticesEndpoint,
  createNoticeEndpoint,
  setNoticeStatusEndpoint,
  updateNoticeEndpoint,
} from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { noticePage } from './console-repository.ts';
import { createNotice, setNoticeStatus, updateNotice } from './console-service.ts';

/** The content desk's side of hospital notices: drafts, publishing and withdrawing. */
export function noticesConsoleRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, consoleNoticesEndpoint, ({ query }) => noticePage(deps.db, query));

  route(app, createNoticeEndpoint, ({ body, staff, request }) =>
    createNotice(deps, { staffId: staff.id, requestId: request.id }, body),
  );

  route(app, updateNoticeEndpoint, ({ params, body, staff, request }) =>
    updateNotice(deps, { staffId: staff.id, requestId: request.id }, params.id, body),
  );

  route(app, setNoticeStatusEndpoint, ({ params, body, staff, request }) =>
    setNoticeStatus(deps, { staffId: staff.id, requestId: request.id }, params.id, body),
  );
}
