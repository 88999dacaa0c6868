import {
  HEALTH_KIND_LABELS,
  HEALTH_QUESTIONNAIRE,
  healthDictItemsEndpoint,
  healthInpatientsEndpoint,
  healthQuestionnaireEndpoint,
  healthRecordEndpoint,
  healthRecordsEndpoint,
  saveHealthRecordEndpoint,
} from '@hospital/contract';
import { checkHealthPassEndpoint } from '@hospital/contract/console';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { currentQuestionnaire } from '../questionnaires/index.ts';
import { listDeclaredInpatients, listHealthRecords } from './repository.ts';
import { checkPass, findOwnRecord, saveHealthRecord } from './service.ts';

const DICT_ITEMS = {
  kind: Object.entries(HEALTH_KIND_LABELS).map(([value, label]) => ({ value, label })),
};

/** Health registration (新冠登记) and the door guard's check of its passes. */
export async function healthModule(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);

  route(app, healthQuestionnaireEndpoint, ({ query }) =>
    currentQuestionnaire(deps, HEALTH_QUESTIONNAIRE[query.kind]),
  );

  route(app, healthDictItemsEndpoint, async ({ query }) => DICT_ITEMS[query.type]);

  route(app, healthInpatientsEndpoint, ({ user }) => listDeclaredInpatients(deps.db, user.id));

  route(app, healthRecordsEndpoint, ({ user }) =>
    listHealthRecords(deps.db, user.id, deps.clock.now()),
  );

  route(app, healthRecordEndpoint, ({ query, user }) => findOwnRecord(deps, user.id, query.id));

  route(app, saveHealthRecordEndpoint, ({ body, user }) => saveHealthRecord(deps, user.id, body));

  route(app, checkHealthPassEndpoint, ({ body, staff, request }) =>
    checkPass(deps, { actor: `staff:${staff.id}`, requestId: request.id }, body.code),
  );
}
