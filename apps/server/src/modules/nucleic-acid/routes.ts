import {
  alipayNatOrderEndpoint,
  appPayNatOrderEndpoint,
  createNatOrderEndpoint,
  natItemListEndpoint,
  natOrderEndpoint,
  natQuestionnaireEndpoint,
  payNatOrderEndpoint,
  preRecordSaveEndpoint,
  type ServerSource,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { natQuestionnaire, savePreRecord } from './pre-record-service.ts';
import { createNatOrder, natItemList, natPayParams, showNatOrder } from './service.ts';

export function natRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  route(app, natItemListEndpoint, ({ query }) => natItemList(deps, query));

  route(app, natQuestionnaireEndpoint, () => natQuestionnaire(deps));

  route(app, preRecordSaveEndpoint, ({ body, user }) => savePreRecord(deps, user.id, body));

  route(app, createNatOrderEndpoint, ({ body, user }) => createNatOrder(deps, user.id, body));

  route(app, natOrderEndpoint, ({ params, user }) => showNatOrder(deps, user.id, params.id));

  const pay =
    (host: ServerSource) =>
    ({ params, user }: { params: { id: number }; user: { id: number } }) =>
      natPayParams(deps, user.id, params.id, host);
  route(app, payNatOrderEndpoint, pay('WXGZH'));
  route(app, alipayNatOrderEndpoint, pay('ZFBSHH'));
  route(app, appPayNatOrderEndpoint, pay('WXAPP'));
}
