import { indexInitEndpoint } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { loadIndexInit } from './service.ts';

/** Public, sent without a bearer token: the home page renders before the patient signs in. */
export async function indexInitModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  route(app, indexInitEndpoint, () => loadIndexInit(deps));
}
