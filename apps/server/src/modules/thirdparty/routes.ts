import { thirdPartyAppsEndpoint } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { listThirdPartyApps } from './repository.ts';

export async function thirdPartyModule(app: FastifyInstance): Promise<void> {
  const { db } = depsOf(app);
  route(app, thirdPartyAppsEndpoint, () => listThirdPartyApps(db));
}
