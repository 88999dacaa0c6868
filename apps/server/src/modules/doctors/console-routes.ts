import { consoleEvaluationsEndpoint, doctorRatingsEndpoint } from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { doctorRatings, evaluationPage } from './console-repository.ts';

/** The service desk reads the doctors' ratings. */
export function doctorConsoleRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);
  route(app, consoleEvaluationsEndpoint, ({ query }) => evaluationPage(deps.db, query));
  route(app, doctorRatingsEndpoint, () => doctorRatings(deps.db));
}
