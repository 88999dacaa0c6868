import { buildListEndpoint } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { listBuildings } from './service.ts';

/** What is where in the hospital (the distribuBuild map). */
export async function buildingsModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  route(app, buildListEndpoint, () => listBuildings(deps));
}
