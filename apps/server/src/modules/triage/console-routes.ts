import {
  consoleVisitPrecheckEndpoint,
  consoleVisitsEndpoint,
  discardTriageDraftEndpoint,
  publishTriageDraftEndpoint,
  saveTriageDraftEndpoint,
  triageVersionEndpoint,
  triageVersionsEndpoint,
} from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import {
  consoleVisitPrecheck,
  consoleVisits,
  discardTriageDraft,
  publishTriageDraft,
  saveTriageDraft,
  triageVersion,
  triageVersions,
} from './console-service.ts';

/** The hospital's side: triage content drafts reviewed by a second person, and visits with their pre-diagnosis. */
export function triageConsoleRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);
  const actor = (staff: { id: number }, request: { id: string }) => ({
    staffId: staff.id,
    requestId: request.id,
  });

  route(app, triageVersionsEndpoint, () => triageVersions(deps));

  route(app, triageVersionEndpoint, ({ params }) => triageVersion(deps, params.id));

  route(app, saveTriageDraftEndpoint, ({ body, staff, request }) =>
    saveTriageDraft(deps, actor(staff, request), body),
  );

  route(app, publishTriageDraftEndpoint, ({ staff, request }) =>
    publishTriageDraft(deps, actor(staff, request)),
  );

  route(app, discardTriageDraftEndpoint, async ({ staff, request }) => {
    await discardTriageDraft(deps, actor(staff, request));
    return undefined;
  });

  route(app, consoleVisitsEndpoint, ({ query }) => consoleVisits(deps, query));

  route(app, consoleVisitPrecheckEndpoint, ({ params, staff, request }) =>
    consoleVisitPrecheck(deps, actor(staff, request), params.id),
  );
}
