import { feverDictEndpoint, saveFeverEndpoint } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { feverDict, saveFever } from './service.ts';

/** The fever clinic's pre-screening: its questions, and a patient's answers judged and kept. */
export async function feverModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);

  route(app, feverDictEndpoint, ({ query, user }) => feverDict(deps, user.id, query));

  route(app, saveFeverEndpoint, ({ body, user }) => saveFever(deps, user.id, body));
}
